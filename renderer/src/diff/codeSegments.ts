import type { LineTokens } from './tokenizeProtocol';
import type { EditRange } from './lineEdits';

/** A run of a line's text drawn with one look. */
export interface CodeSegment {
  readonly text: string;
  /** The syntax token's classes, '' for plain text. */
  readonly className: string;
  /** Inside the part of the line the change touched. */
  readonly edited: boolean;
  /** Inside the find bar's current match. */
  readonly found: boolean;
}

/**
 * A line cut where its syntax tokens, its edited part and a find match start
 * and end, so each piece is one span.
 */
export function codeSegments(
  text: string,
  tokens: LineTokens | null,
  classes: readonly string[],
  edit: EditRange | null,
  found: EditRange | null,
): CodeSegment[] {
  const cuts = new Set<number>([0, text.length]);
  const classAt: { start: number; className: string }[] = [];
  // Text past the tokens' end (a tokenizer that disagreed on the line) shows plain.
  let tokenEnd = 0;
  if (tokens) {
    let at = 0;
    for (let i = 0; i + 1 < tokens.length; i += 2) {
      classAt.push({ start: at, className: classes[tokens[i + 1]!] ?? '' });
      cuts.add(at);
      at += tokens[i]!;
    }
    cuts.add(Math.min(at, text.length));
    tokenEnd = at;
  }
  for (const range of [edit, found]) {
    if (range) {
      cuts.add(Math.max(0, Math.min(range[0], text.length)));
      cuts.add(Math.max(0, Math.min(range[1], text.length)));
    }
  }
  const points = [...cuts].sort((x, y) => x - y);
  const inside = (range: EditRange | null, at: number) =>
    range !== null && at >= range[0] && at < range[1];
  const segments: CodeSegment[] = [];
  let token = -1;
  for (let i = 0; i + 1 < points.length; i += 1) {
    const start = points[i]!;
    const end = points[i + 1]!;
    while (token + 1 < classAt.length && classAt[token + 1]!.start <= start) token += 1;
    segments.push({
      text: text.slice(start, end),
      className: token >= 0 && start < tokenEnd ? classAt[token]!.className : '',
      edited: inside(edit, start),
      found: inside(found, start),
    });
  }
  return segments;
}
