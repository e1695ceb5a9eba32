/**
 * A fix parley-agent knows how to make for one kind of review comment. The
 * comment's words say which kind it is; the file's text decides whether the
 * fix applies, so a comment that cites a line slightly off (a reviewer
 * miscounts, or earlier fixes moved the file's lines) still finds its line
 * nearby.
 */
export interface Fixer {
  readonly id: string;
  /** Does the comment ask for this kind of change? */
  wants(comment: string): boolean;
  /** The edit for the comment at `line` (1-based), or why it cannot be made. */
  plan(file: FileText, line: number): Plan;
}

export interface FileText {
  readonly path: string;
  readonly lines: readonly string[];
}

/** Replace `deleteCount` lines from `start` (0-based) with `insert`. */
export interface Edit {
  readonly start: number;
  readonly deleteCount: number;
  readonly insert: readonly string[];
}

export type Plan =
  | {
      readonly kind: 'edit';
      readonly edits: readonly Edit[];
      /** What was done, in words: "removed the leftover debug statement". */
      readonly summary: string;
    }
  | { readonly kind: 'cannot'; readonly reason: string }
  /** This fixer found nothing of its kind near the line: let another try. */
  | { readonly kind: 'not-found' };

/** How far from the cited line a fix looks for its target. */
export const SEARCH_RADIUS = 3;

/**
 * The 0-based index of the line nearest to `line` (1-based) that satisfies
 * `test`, looking at most SEARCH_RADIUS lines away; the cited line first,
 * then below before above at each distance. -1 when none does.
 */
export function nearestLine(
  lines: readonly string[],
  line: number,
  test: (text: string, index: number) => boolean,
): number {
  const cited = line - 1;
  for (let distance = 0; distance <= SEARCH_RADIUS; distance++) {
    for (const index of distance === 0 ? [cited] : [cited + distance, cited - distance]) {
      const text = lines[index];
      if (text !== undefined && test(text, index)) return index;
    }
  }
  return -1;
}

export function edit(
  start: number,
  deleteCount: number,
  insert: readonly string[],
  summary: string,
): Plan {
  return { kind: 'edit', edits: [{ start, deleteCount, insert }], summary };
}

export function cannot(reason: string): Plan {
  return { kind: 'cannot', reason };
}

export const NOT_FOUND: Plan = { kind: 'not-found' };

export function indentOf(text: string): string {
  return /^\s*/.exec(text)?.[0] ?? '';
}
