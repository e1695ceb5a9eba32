import type { Edit } from './fixes/fix';

/**
 * Applies the edits planned for one file against its original lines. Edits are
 * applied bottom-up so earlier line numbers stay valid. Two plans touching the
 * same lines cannot both be right: the later one (in comment order) is
 * refused and reported. The same insertion planned twice (`import os` for
 * two secrets) is made once.
 */
export interface PlannedEdits {
  readonly id: number;
  readonly edits: readonly Edit[];
}

export interface AppliedEdits {
  readonly lines: string[];
  /** Plans refused because another plan changed the same lines. */
  readonly refused: ReadonlySet<number>;
}

export function applyEdits(
  original: readonly string[],
  plans: readonly PlannedEdits[],
): AppliedEdits {
  const accepted: Edit[] = [];
  const refused = new Set<number>();
  for (const plan of plans) {
    const fresh = plan.edits.filter((e) => !accepted.some((a) => sameInsertion(a, e)));
    if (fresh.some((e) => accepted.some((a) => overlaps(a, e)))) refused.add(plan.id);
    else accepted.push(...fresh);
  }
  const lines = [...original];
  // At the same line a replacement goes first, so an insertion there lands before it.
  const bottomUp = [...accepted].sort((a, b) => b.start - a.start || b.deleteCount - a.deleteCount);
  for (const e of bottomUp) lines.splice(e.start, e.deleteCount, ...e.insert);
  return { lines, refused };
}

function sameInsertion(a: Edit, b: Edit): boolean {
  return (
    a.deleteCount === 0 &&
    b.deleteCount === 0 &&
    a.start === b.start &&
    a.insert.join('\n') === b.insert.join('\n')
  );
}

/** Two edits collide when their line ranges share a line, or one inserts where the other deletes. */
function overlaps(a: Edit, b: Edit): boolean {
  const aEnd = a.start + a.deleteCount;
  const bEnd = b.start + b.deleteCount;
  if (a.deleteCount === 0 || b.deleteCount === 0) {
    const insertAt = a.deleteCount === 0 ? a.start : b.start;
    const other = a.deleteCount === 0 ? b : a;
    return (
      other.deleteCount > 0 && insertAt > other.start && insertAt < other.start + other.deleteCount
    );
  }
  return a.start < bEnd && b.start < aEnd;
}
