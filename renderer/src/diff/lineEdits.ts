/** The part of a line a change touched, as [start, end) character offsets. */
export type EditRange = readonly [number, number];

const WORD = /[\p{L}\p{N}_]+|\s+|[^\p{L}\p{N}_\s]/gu;

function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/**
 * What changed between a removed line and the added line that replaced it,
 * to whole words: everything between their common leading and trailing
 * words. Linear in the lines' length, so it can run for each row as it
 * scrolls into view. Null when the lines share nothing (a highlight would
 * cover the whole line and say nothing).
 */
export function lineEdits(
  before: string,
  after: string,
): { old: EditRange; new: EditRange } | null {
  const a = words(before);
  const b = words(after);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head += 1;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  )
    tail += 1;
  if (head === 0 && tail === 0) return null;
  const span = (list: string[], text: string): EditRange => {
    const start = list.slice(0, head).join('').length;
    const end = text.length - list.slice(list.length - tail).join('').length;
    return [start, end];
  };
  const old = span(a, before);
  const next = span(b, after);
  if (old[0] === old[1] && next[0] === next[1]) return null;
  return { old, new: next };
}
