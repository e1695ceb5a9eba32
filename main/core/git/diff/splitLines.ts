/**
 * Splits diff text into lines on "\n" only. A "\r" stays with its line, so
 * CRLF content is kept faithfully; header matching drops it (see headerText).
 * The empty string after a final newline is not a line.
 */
export function splitLines(text: string): string[] {
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines;
}

/** A line as a header: without the "\r" a CRLF-converted patch file would leave on it. */
export function headerText(line: string): string {
  return line.endsWith('\r') ? line.slice(0, -1) : line;
}
