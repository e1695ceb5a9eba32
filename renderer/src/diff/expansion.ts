import type { DiffFile, DiffHunk } from '../../../shared/contract';

/** New-file lines from `from` to `to`, both included. `to` is Infinity while the file's end is unknown. */
export interface LineRange {
  readonly from: number;
  readonly to: number;
}

/**
 * The unchanged lines between two hunks (or above the first, or below the
 * last), by their new-file numbers; an old-file number is the new one plus
 * `shift`, as nothing changed in between.
 */
export interface Gap extends LineRange {
  /** 0: above the first hunk; hunks.length: below the last one; else above hunk `index`. */
  readonly index: number;
  readonly shift: number;
}

/** One stretch of a gap: lines to show, or lines still folded away behind an Expand row. */
export interface GapSegment extends LineRange {
  readonly shown: boolean;
}

/** How many lines one Expand up or down reveals. */
export const EXPAND_STEP = 20;
/** Lines shown above and below a comment's line that no hunk shows. */
export const EXCERPT_CONTEXT = 3;

/** Only a plain file with a new side has lines to read around its hunks. */
export function canExpand(file: DiffFile): boolean {
  return !file.binary && !file.combined && file.newPath !== null && file.hunks.length > 0;
}

// A hunk with no lines on a side names the line before it ("-3,0"): its lines start one after.
const firstOf = (start: number, count: number) => (count === 0 ? start + 1 : start);
const afterOf = (start: number, count: number) => (count === 0 ? start + 1 : start + count);

/**
 * The lines of context around each change in the diffs Parley shows (git's,
 * which Parley pins, jj's and GitHub's): a hunk that ends with fewer after its
 * last change ends where its file does.
 */
export const DIFF_CONTEXT_LINES = 3;

/**
 * The new file's last line when its last hunk shows it ends there (fewer
 * lines of context after its last change, or "No newline at end of file"
 * after its last new line), else null.
 */
function endShownByDiff(hunks: readonly DiffHunk[]): number | null {
  const last = hunks[hunks.length - 1]!;
  const end = afterOf(last.newStart, last.newLines) - 1;
  let trailing = 0;
  for (let i = last.lines.length - 1; i >= 0 && last.lines[i]!.kind === 'context'; i--) {
    trailing++;
  }
  if (trailing < DIFF_CONTEXT_LINES) return end;
  const lastNew = last.lines.findLast((line) => line.newLine !== null);
  return lastNew?.noNewline ? end : null;
}

/**
 * Every gap of a file, in order; `total` is the new file's line count, null
 * while unknown (the diff may still show where it ends).
 */
export function fileGaps(file: DiffFile, total: number | null): Gap[] {
  const hunks: readonly DiffHunk[] = file.hunks;
  const end = total ?? endShownByDiff(hunks);
  const first = hunks[0]!;
  const gaps: Gap[] = [
    {
      index: 0,
      from: 1,
      to: firstOf(first.newStart, first.newLines) - 1,
      shift: firstOf(first.oldStart, first.oldLines) - firstOf(first.newStart, first.newLines),
    },
  ];
  hunks.forEach((hunk, h) => {
    const next = hunks[h + 1];
    const from = afterOf(hunk.newStart, hunk.newLines);
    gaps.push({
      index: h + 1,
      from,
      to: next ? firstOf(next.newStart, next.newLines) - 1 : (end ?? Infinity),
      shift: afterOf(hunk.oldStart, hunk.oldLines) - from,
    });
  });
  return gaps;
}

/** A gap cut into shown and folded stretches by the revealed ranges, top to bottom. */
export function gapSegments(gap: LineRange, revealed: readonly LineRange[]): GapSegment[] {
  const segments: GapSegment[] = [];
  let at = gap.from;
  for (const range of revealed) {
    const from = Math.max(range.from, at);
    const to = Math.min(range.to, gap.to);
    if (from > to) continue;
    if (from > at) segments.push({ from: at, to: from - 1, shown: false });
    segments.push({ from, to, shown: true });
    at = to + 1;
  }
  if (at <= gap.to) segments.push({ from: at, to: gap.to, shown: false });
  return segments;
}

/** Ranges sorted, with overlapping and touching ones merged into one. */
export function mergeRanges(ranges: readonly LineRange[]): LineRange[] {
  const sorted = [...ranges].sort((a, b) => a.from - b.from);
  const merged: LineRange[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.from <= last.to + 1) {
      merged[merged.length - 1] = { from: last.from, to: Math.max(last.to, range.to) };
    } else merged.push(range);
  }
  return merged;
}

/** What an Expand row reveals of its folded stretch. */
export type ExpandDirection = 'up' | 'down' | 'all';

export function expandRange(folded: LineRange, direction: ExpandDirection): LineRange {
  switch (direction) {
    case 'up':
      return { from: Math.max(folded.from, folded.to - EXPAND_STEP + 1), to: folded.to };
    case 'down':
      return { from: folded.from, to: Math.min(folded.to, folded.from + EXPAND_STEP - 1) };
    case 'all':
      return folded;
  }
}

/** The lines around a comment's line, for its excerpt. */
export function excerptRange(line: number): LineRange {
  return { from: Math.max(1, line - EXCERPT_CONTEXT), to: line + EXCERPT_CONTEXT };
}

/** A file's text as its lines, as the diff numbers them: a final newline ends the last line. */
export function textLines(text: string): string[] {
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/**
 * The change key of the context row that shows line `line` (a new-file line,
 * or an old-file one for comments on the old side), if an expansion shows it:
 * the key a comment on that line is placed under.
 */
export function expandedLineKey(
  gaps: readonly Gap[],
  revealed: readonly LineRange[],
  line: number,
  side: 'new' | 'old',
): string | null {
  for (const gap of gaps) {
    const newLine = side === 'new' ? line : line - gap.shift;
    if (newLine < gap.from || newLine > gap.to) continue;
    const shown = revealed.some((range) => range.from <= newLine && newLine <= range.to);
    return shown ? `N${newLine + gap.shift}` : null;
  }
  return null;
}
