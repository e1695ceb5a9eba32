import { asciiTable, charCodeOrNone, isLetter, isSpace } from './lineShape';
import { severityFromText } from './severity';

export type FieldKey = 'file' | 'line' | 'severity' | 'comment' | 'suggestion' | 'finding';

// "FILE: x", "**FILE:** x", "**File**: x", "`LINE:` 3", "### COMMENT: x", "FINDING: F2".
const FIELD_LINE =
  /^#{0,6}\s*[*_`]{0,3}(file|path|lines?|severity|comment|suggestion|finding)(?::[*_`]{0,3}|[*_`]{1,3}:)\s*(.*)$/i;

/**
 * The ASCII characters a field line can start with (white space, "#", an
 * emphasis mark or a field name's first letter): most lines fail here.
 */
const FIELD_START = asciiTable('#*_`\t\n\v\f\r fFpPlLsScC');

/**
 * A line that starts with a letter starts with the field's name, so with one
 * of these pairs of letters (file, finding, path, line, severity, comment,
 * suggestion), or with a finding's id ("F2: resolved", see findingLine.ts).
 */
const FIELD_OPENINGS: ReadonlySet<number> = new Set(
  ['fi', 'pa', 'li', 'se', 'co', 'su', ...'0123456789'.split('').map((d) => `f${d}`)].map((pair) =>
    lowerPair(pair.charCodeAt(0), pair.charCodeAt(1)),
  ),
);

/** A "KEY: value" line of a comment block, read from a line already stripped of decoration. */
export function fieldOfLine(line: string): { key: FieldKey; value: string } | null {
  if (!mayStartField(charCodeOrNone(line, 0), charCodeOrNone(line, 1))) return null;
  const match = FIELD_LINE.exec(line);
  if (!match) return null;
  return { key: keyOfName(match[1]!), value: match[2]!.trim() };
}

/**
 * The field a name the pattern matched stands for, told by its first letters
 * (lower-casing the name, cut from a terminal's output, costs more).
 */
function keyOfName(name: string): FieldKey {
  switch (name.charCodeAt(0) | 0x20) {
    case 0x63: // c
      return 'comment';
    case 0x6c: // l
      return 'line';
    case 0x73: // s
      return (name.charCodeAt(1) | 0x20) === 0x65 ? 'severity' : 'suggestion';
    case 0x66: // f
      return (name.charCodeAt(2) | 0x20) === 0x6e ? 'finding' : 'file';
    default: // p
      return 'file';
  }
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
  if (key === 'line') return /\d/.test(value);
  if (key === 'severity') return severityFromText(value) !== null;
  if (key === 'file') return value.length > 0;
  if (key === 'finding') return /^[*_`[(]*F\d/i.test(value);
  return true;
}
