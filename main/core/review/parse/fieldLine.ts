import { asciiTable, charCodeOrNone, isLetter, isSpace } from './lineShape';
import { isInvisible } from './invisibles';
import { severityFromText } from './severity';

/**
 * The fields of a comment block; and "author", the author's answer Parley
 * shows beside each open finding, which a reviewer restating the block may
 * copy too: read, so that it ends the comment, and not kept.
 */
export type FieldKey =
  'file' | 'line' | 'severity' | 'comment' | 'suggestion' | 'finding' | 'author';

// "FILE: x", "**FILE:** x", "**File**: x", "`LINE:` 3", "### COMMENT: x", "FINDING: F2": a field
// line is what the pattern
// /^#{0,6}\s*[*_`]{0,3}(file|path|lines?|severity|comment|suggestion|finding|author)(?::[*_`]{0,3}|[*_`]{1,3}:)\s*(.*)$/i
// matches, read by hand (fieldOfLine): most lines an answer is fed go through it.

/**
 * The names a field line opens with, in lower case, with their keys; "lines"
 * before "line", which it starts with.
 */
const FIELD_NAMES: readonly (readonly [string, FieldKey])[] = [
  ['file', 'file'],
  ['path', 'file'],
  ['lines', 'line'],
  ['line', 'line'],
  ['severity', 'severity'],
  ['comment', 'comment'],
  ['suggestion', 'suggestion'],
  ['finding', 'finding'],
  ['author', 'author'],
];

/** The emphasis and code marks around a field's name. */
const MARKS = asciiTable('*_`');

/** What the pattern's "." does not match: a value holding one makes no field line. */
const LINE_END = /[\n\r\u2028\u2029]/;

/**
 * The ASCII characters a field line can start with (white space, "#", an
 * emphasis mark or a field name's first letter): most lines fail here.
 */
const FIELD_START = asciiTable('#*_`\t\n\v\f\r fFpPlLsScCaA');

/**
 * A line that starts with a letter starts with the field's name, so with one
 * of these pairs of letters (file, finding, path, line, severity, comment,
 * suggestion, author), or with a finding's id ("F2: resolved", see findingLine.ts).
 */
const FIELD_OPENINGS: ReadonlySet<number> = new Set(
  ['fi', 'pa', 'li', 'se', 'co', 'su', 'au', ...'0123456789'.split('').map((d) => `f${d}`)].map(
    (pair) => lowerPair(pair.charCodeAt(0), pair.charCodeAt(1)),
  ),
);

/** A "KEY: value" line of a comment block, read from a line already stripped of decoration. */
export function fieldOfLine(line: string): { key: FieldKey; value: string } | null {
  // Invisible characters before the name ("\u200bFILE:"), which a model's answer can carry, are read past.
  let start = 0;
  while (isInvisible(charCodeOrNone(line, start))) start++;
  if (!mayStartField(charCodeOrNone(line, start), charCodeOrNone(line, start + 1))) return null;
  let at = start;
  while (charCodeOrNone(line, at) === 0x23) at++; // "#"
  if (at - start > 6) return null;
  while (isSpace(charCodeOrNone(line, at))) at++;
  const marks = at;
  at = marksEnd(line, at);
  if (at - marks > 3) return null;
  const name = fieldNameAt(line, at);
  if (!name) return null;
  at += name[0].length;
  if (charCodeOrNone(line, at) === 0x3a) {
    // ":", then up to three marks.
    at = Math.min(marksEnd(line, at + 1), at + 4);
  } else {
    // One to three marks, then ":".
    const colon = marksEnd(line, at);
    if (colon === at || colon - at > 3 || charCodeOrNone(line, colon) !== 0x3a) return null;
    at = colon + 1;
  }
  while (isSpace(charCodeOrNone(line, at))) at++;
  const value = line.slice(at);
  return LINE_END.test(value) ? null : { key: name[1], value: value.trim() };
}

/** The field name (and its key) standing at `at`, case aside. */
function fieldNameAt(line: string, at: number): readonly [string, FieldKey] | null {
  const first = charCodeOrNone(line, at) | 0x20;
  for (const name of FIELD_NAMES) {
    if (name[0].charCodeAt(0) === first && startsWithWord(line, at, name[0])) return name;
  }
  return null;
}

/** Where the run of marks starting at `at` ends. */
function marksEnd(line: string, at: number): number {
  let end = at;
  for (let code = charCodeOrNone(line, end); code < 0x80 && MARKS[code] === 1;) {
    code = charCodeOrNone(line, ++end);
  }
  return end;
}

/**
 * Whether `word` (lower case) stands at `at`, case aside as the pattern's i
 * flag puts it: ASCII letters only.
 */
function startsWithWord(line: string, at: number, word: string): boolean {
  if (at + word.length > line.length) return false;
  for (let i = 0; i < word.length; i++) {
    if ((line.charCodeAt(at + i) | 0x20) !== word.charCodeAt(i)) return false;
  }
  return true;
}

/**
 * False when a line whose text (decoration stripped) starts with these two
 * char codes is no field line and no finding's line: most lines, told at once.
 */
export function mayStartField(first: number, second: number): boolean {
  // Past ASCII only white space can start one: the pattern's case folding maps nothing there onto a letter of a name.
  if (first >= 0x80) return isSpace(first);
  if (FIELD_START[first] === 0) return false;
  return !isLetter(first) || FIELD_OPENINGS.has(lowerPair(first, second));
}

/** Two char codes as one number, ASCII letters in lower case (other codes never come out as one). */
function lowerPair(first: number, second: number): number {
  return ((first | 0x20) << 16) | (second | 0x20);
}

/**
 * Whether a "KEY: value" line is one: prose inside a comment may start with
 * "Line:" or "Severity:" too, but then no line number or severity follows.
 */
export function fieldIsMeant(key: FieldKey, value: string): boolean {
  // Full-width digits too ("LINE: ２"), read as ASCII ones when the comment is made.
  if (key === 'line') return /[\d\uff10-\uff19]/.test(value);
  if (key === 'severity') return severityFromText(value) !== null;
  if (key === 'file') return value.length > 0;
  if (key === 'finding') return /^[*_`[(]*F\d/i.test(value);
  return true;
}
