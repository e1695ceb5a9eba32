import { syntaxOf } from '../../review/fileKinds';
import { splitLine } from '../../review/sourceText';

/**
 * Where a statement that starts with a call ends: the call's closing
 * parenthesis (possibly lines later) and an optional semicolon. Reads code
 * with strings and comments blanked, so a ")" in a string does not count.
 */
export interface Span {
  readonly firstLine: number;
  readonly start: number;
  readonly lastLine: number;
  /** Index just past the statement on lastLine. */
  readonly end: number;
}

const MAX_STATEMENT_LINES = 30;

export function callStatementSpan(
  lines: readonly string[],
  path: string,
  firstLine: number,
  start: number,
): Span | null {
  const syntax = syntaxOf(path);
  let depth = 0;
  let opened = false;
  for (
    let index = firstLine;
    index < lines.length && index < firstLine + MAX_STATEMENT_LINES;
    index++
  ) {
    const code = splitLine(lines[index] ?? '', syntax).code;
    for (let i = index === firstLine ? start : 0; i < code.length; i++) {
      const ch = code[i];
      if (ch === '(') {
        depth += 1;
        opened = true;
      } else if (ch === ')') {
        depth -= 1;
        if (opened && depth === 0)
          return { firstLine, start, lastLine: index, end: withSemicolon(code, i + 1) };
      }
    }
  }
  return null;
}

/** A statement with no call (`debugger`, `import pdb`): up to the end of its word(s). */
export function wordStatementSpan(text: string, line: number, start: number, length: number): Span {
  return { firstLine: line, start, lastLine: line, end: withSemicolon(text, start + length) };
}

function withSemicolon(code: string, end: number): number {
  const semicolon = /^\s*;/.exec(code.slice(end));
  return semicolon === null ? end : end + semicolon[0].length;
}
