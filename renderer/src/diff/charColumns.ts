/**
 * Code-point ranges a monospace font draws two columns wide (East Asian Wide
 * and Fullwidth, and emoji), as [first, last] pairs in order.
 */
const WIDE: readonly (readonly [number, number])[] = [
  [0x1100, 0x115f],
  [0x2e80, 0x303e],
  [0x3041, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xa000, 0xa4cf],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x1f300, 0x1f64f],
  [0x1f680, 0x1f6ff],
  [0x1f900, 0x1f9ff],
  [0x1fa70, 0x1faff],
  [0x20000, 0x3fffd],
];

/** Columns one code point takes: 0 for a combining mark, 2 for a wide character, else 1. */
export function charColumns(code: number): number {
  if (code < 0x300) return 1;
  if (code <= 0x36f || (code >= 0x200b && code <= 0x200f)) return 0;
  for (const [first, last] of WIDE) {
    if (code < first) return 1;
    if (code <= last) return 2;
  }
  return 1;
}
