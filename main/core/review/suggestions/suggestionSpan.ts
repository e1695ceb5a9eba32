import type { ReviewComment } from '../../../../shared/contract';

/** The 1-based lines of the new file a suggestion replaces, both ends included. */
export interface LineSpan {
  readonly start: number;
  readonly end: number;
}

/** A suggestion replaces the lines the reviewer cited: its line through its end line. */
export function suggestionSpan(comment: ReviewComment): LineSpan {
  const start = comment.line;
  const end = comment.endLine !== undefined && comment.endLine >= start ? comment.endLine : start;
  return { start, end };
}

/** A text's lines without their line ends; a final line end makes no empty last line. */
export function textLines(text: string): string[] {
  const lines = text.split(/\r?\n/);
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

/** The lines of `text` in `span`, joined with \n; null when the text is shorter. */
export function linesIn(text: string, span: LineSpan): string | null {
  const lines = textLines(text);
  if (span.start < 1 || span.end > lines.length) return null;
  return lines.slice(span.start - 1, span.end).join('\n');
}
