import { isSpace } from './lineShape';

/**
 * Each line of a text (LF or CRLF), as where it stands in it (`from` up to
 * `to`, the line end's CRs left out), without cutting it out; no empty line
 * after the last line end.
 */
export function forEachLine(text: string, visit: (from: number, to: number) => void): void {
  for (let from = 0; from < text.length;) {
    const newline = text.indexOf('\n', from);
    const lineEnd = newline < 0 ? text.length : newline;
    visit(from, withoutCarriageReturns(text, from, lineEnd));
    from = lineEnd + 1;
  }
}

/** Where the text from `from` to `to` ends once the CRs at its end are left out. */
export function withoutCarriageReturns(text: string, from: number, to: number): number {
  let end = to;
  while (end > from && text.charCodeAt(end - 1) === 0x0d) end--;
  return end;
}

/** Whether the text from `from` to `to` is white space only (what trim() would leave empty). */
export function isBlank(text: string, from: number, to: number): boolean {
  for (let at = from; at < to; at++) if (!isSpace(text.charCodeAt(at))) return false;
  return true;
}
