import type { DiffRange } from '../../../../shared/contract/diff';

/** A parsed `@@ -a,b +c,d @@ section` (or `@@@ -a,b -c,d +e,f @@@` for a 2-parent merge). */
export interface HunkHeader {
  /** One old range per parent: one for a plain diff, two or more for a combined one. */
  readonly parents: readonly DiffRange[];
  readonly newRange: DiffRange;
  readonly section: string;
}

const RANGE = /^([-+])(\d+)(?:,(\d+))?$/;

/** Null when the line is not a well-formed hunk header. An omitted count means 1. */
export function parseHunkHeader(line: string): HunkHeader | null {
  let ats = 0;
  while (line.charCodeAt(ats) === 64 /* @ */) ats += 1;
  if (ats < 2 || line[ats] !== ' ') return null;
  const fence = '@'.repeat(ats);
  const close = line.indexOf(` ${fence}`, ats);
  if (close === -1) return null;
  const fields = line.slice(ats + 1, close).split(' ');
  if (fields.length !== ats) return null;

  const parents: DiffRange[] = [];
  let newRange: DiffRange | null = null;
  for (const [index, field] of fields.entries()) {
    const match = RANGE.exec(field);
    if (!match) return null;
    const range = { start: Number(match[2]), count: match[3] === undefined ? 1 : Number(match[3]) };
    const isLast = index === fields.length - 1;
    if (match[1] === '+' && isLast) newRange = range;
    else if (match[1] === '-' && !isLast) parents.push(range);
    else return null;
  }
  if (!newRange) return null;
  const after = line.slice(close + 1 + ats);
  return { parents, newRange, section: after.trim() };
}
