/**
 * Zero-width, bidi-control and other invisible characters (soft hyphen, Arabic
 * letter mark, Hangul fillers, Mongolian vowel separator, zero-width space to
 * right-to-left mark, the bidi embeddings and overrides, word joiner to the
 * bidi isolates, byte order mark), as inclusive ranges of char codes. A diff
 * can hide them inside a fake verdict line, and a model's answer can carry
 * them before a field's name or inside a path: they are read past.
 */
const INVISIBLE_RANGES: ReadonlyArray<readonly [number, number]> = [
  [0x00ad, 0x00ad],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x180e, 0x180e],
  [0x200b, 0x200f],
  [0x202a, 0x202e],
  [0x2060, 0x206f],
  [0x3164, 0x3164],
  [0xfeff, 0xfeff],
];

const hex = (code: number) => `\\u${code.toString(16).padStart(4, '0')}`;

/** The characters as a regular expression's class. */
export const INVISIBLE_CLASS = `[${INVISIBLE_RANGES.map(([from, to]) =>
  from === to ? hex(from) : `${hex(from)}-${hex(to)}`,
).join('')}]`;

const INVISIBLE = new RegExp(INVISIBLE_CLASS, 'g');

export function withoutInvisibles(text: string): string {
  return text.replace(INVISIBLE, '');
}

/** Whether a char code is one of them (most are not: ASCII settles it at once). */
export function isInvisible(code: number): boolean {
  if (code < 0x00ad) return false;
  for (const [from, to] of INVISIBLE_RANGES) if (code >= from && code <= to) return true;
  return false;
}
