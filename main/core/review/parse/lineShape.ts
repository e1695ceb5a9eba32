/**
 * How an answer line looks once its decoration is gone. Reviewers' answers
 * arrive as raw markdown (a Stop hook) or as a rendered terminal screen, where
 * Claude Code prefixes the answer with "● ", turns "**FILE:**" into a bold
 * "FILE:" and indents wrapped lines; both must read the same.
 */

// List bullets and quote marks an answer line may start with, in any number:
// markdown's -, *, +, numbered items (1. or 1)), block quotes, and the glyphs
// terminal agents draw (●, ⏺, •, ⎿ ...); each followed by white space.
const ASCII_BULLETS = asciiTable('-*+>');
const OTHER_BULLETS: ReadonlySet<number> = new Set(
  [...'•●⏺◦▪‣∙⎿'].map((char) => char.charCodeAt(0)),
);

function isBullet(code: number): boolean {
  return code < 0x80 ? ASCII_BULLETS[code] === 1 : OTHER_BULLETS.has(code);
}

/** The line without its leading bullets and quote marks, and trimmed. */
export function stripDecoration(line: string): string {
  const start = textStart(line);
  return (start === 0 ? line : line.slice(start)).trimEnd();
}

/**
 * Where a line's text starts past its leading bullets, quote marks and white
 * space (its end when nothing is left): what stripDecoration keeps starts
 * there. The line may be read where it stands, from `from` to `to` in a
 * longer text, without cutting it out.
 */
export function textStart(line: string, from = 0, to = line.length): number {
  // Every read is kept inside the line: a char code past its end (NaN) slows the whole loop down.
  let at = from;
  for (;;) {
    while (at < to && isSpace(line.charCodeAt(at))) at++;
    if (at === to) return at;
    const code = line.charCodeAt(at);
    // Most lines start with a letter, some after spaces: no decoration to look for.
    if (isLetter(code)) return at;
    const end = decorationEnd(line, at, to, code);
    // A bullet counts only with white space after it ("-1" or "*bold*" are text).
    if (end === at || end === to || !isSpace(line.charCodeAt(end))) return at;
    at = end;
  }
}

/** Where a bullet, quote mark or item number starting at `at` (its char `code`) ends; `at` when none does. */
function decorationEnd(line: string, at: number, to: number, code: number): number {
  if (isBullet(code)) return at + 1;
  let digit = at;
  while (digit < to && digit - at < 3 && isDigit(line.charCodeAt(digit))) digit++;
  if (digit === at || digit === to) return at;
  const mark = line.charCodeAt(digit);
  return mark === 0x2e || mark === 0x29 ? digit + 1 : at; // "." or ")"
}

/**
 * The char code at `at`, or 0 past the end: no letter, digit, space or
 * bullet either, and kept an integer (a NaN slows the code reading it).
 */
export function charCodeOrNone(text: string, at: number, end = text.length): number {
  return at < end ? text.charCodeAt(at) : 0;
}

/** An ASCII letter (NaN, past the end, is none). */
export function isLetter(code: number): boolean {
  const lower = code | 0x20;
  return lower >= 0x61 && lower <= 0x7a;
}

/** An ASCII digit (NaN, past the end, is none). */
export function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/** JavaScript's \s: ASCII white space and line ends, and Unicode's spaces. */
export function isSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/**
 * Whether a line is quoted text rather than the writer's own: a markdown
 * block quote ("> ...", also inside a list item), or a tool's output as
 * Claude Code draws it ("⎿ ...").
 */
export function isQuotedLine(line: string): boolean {
  return /^\s*(?:(?:[-*+•●⏺◦▪‣∙]|\d{1,3}[.)])\s+)*[>⎿]/u.test(line);
}

/**
 * How far a line is indented, a tab counting as four spaces (as markdown
 * counts it); the line may stand from `from` to `to` in a longer text.
 */
export function indentOf(line: string, from = 0, to = line.length): number {
  let indent = 0;
  for (let i = from; i < to; i++) {
    const char = line.charCodeAt(i);
    if (char === 0x20) indent += 1;
    else if (char === 0x09) indent += 4;
    else break;
  }
  return indent;
}

/** A value without the emphasis, code quotes or quotes markdown wraps around it. */
export function cleanValue(value: string): string {
  let text = value.trim();
  while (text.length >= 2 && '*`"\''.includes(text[0]!) && text.endsWith(text[0]!)) {
    const quote = text[0]!;
    let start = 0;
    let end = text.length;
    while (start < end && text[start] === quote) start++;
    while (end > start && text[end - 1] === quote) end--;
    text = text.slice(start, end).trim();
  }
  return text;
}

/**
 * A cited line or range: "42", "30-34", "30–34", "L42", "lines 30 to 34",
 * "~42 (new)". Null when the value holds no number.
 */
export function parseLineRange(value: string): { line: number; endLine?: number } | null {
  const match = /(\d+)(?:\s*(?:-|–|—|\.\.|to)\s*L?(\d+))?/i.exec(value);
  if (!match) return null;
  const line = Number(match[1]);
  const end = match[2] === undefined ? undefined : Number(match[2]);
  return end !== undefined && end > line ? { line, endLine: end } : { line };
}

/** Runs of white space as one space, none at the ends; most texts have no run to fold. */
export function spacedOnce(text: string): string {
  const trimmed = text.trim();
  return hasSpaceToFold(trimmed) ? trimmed.replace(/\s+/g, ' ') : trimmed;
}

/**
 * Whether a text holds two white-space characters in a row or one other than
 * a space: what /\s\s|[^\S ]/ finds, read by char codes (a comment is
 * folded twice, for itself and for its key, and the pattern's class is slow).
 */
function hasSpaceToFold(text: string): boolean {
  let afterSpace = false;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    // Printable ASCII other than the space, the most common case, settles it at once.
    if (code > 0x20 && code < 0x7f) {
      afterSpace = false;
    } else if (code === 0x20) {
      if (afterSpace) return true;
      afterSpace = true;
    } else if (isSpace(code)) {
      return true;
    } else {
      afterSpace = false;
    }
  }
  return false;
}

/** A lookup table of ASCII characters: 1 for those in `chars`. */
export function asciiTable(chars: string): Uint8Array {
  const table = new Uint8Array(0x80);
  for (const char of chars) table[char.charCodeAt(0)] = 1;
  return table;
}
