import type { ReviewComment, Verdict } from '../../../../shared/contract';
import { cleanValue, parseLineRange } from './lineShape';
import { severityFromText } from './severity';
import { verdictFromText } from './verdict';

/** What one JSON block of an answer said. */
export interface JsonReview {
  readonly verdict: Verdict | null;
  readonly comments: readonly ReviewComment[];
}

/**
 * Reads a `{verdict, comments:[…]}` block. Lines were joined as they arrived;
 * a terminal screen may have wrapped a long line inside a string, so when the
 * text as written is not JSON, the lines joined back with spaces are tried.
 * Null when neither is a review object.
 */
export function reviewFromJsonLines(lines: readonly string[]): JsonReview | null {
  // The second joining is made only when the first is no review (most blocks are).
  return (
    reviewFromJoined(lines.join('\n')) ??
    reviewFromJoined(lines.map((line) => line.trim()).join(' '))
  );
}

/** The review a block's lines joined in one way hold, or null when they are no review as joined. */
function reviewFromJoined(joined: string): JsonReview | null {
  // Only the object itself: a bullet before it or a full stop after it is not JSON.
  const text = joined.slice(joined.indexOf('{'), joined.lastIndexOf('}') + 1);
  try {
    return reviewFromJsonValue(JSON.parse(text));
  } catch {
    // Not JSON as joined this way.
    return null;
  }
}

function reviewFromJsonValue(value: unknown): JsonReview | null {
  if (!isRecord(value)) return null;
  const rawComments = firstArray(value, ['comments', 'reviewComments', 'issues', 'findings']);
  const verdict = typeof value.verdict === 'string' ? verdictFromText(value.verdict) : null;
  if (verdict === null && rawComments === null) return null;
  const comments = (rawComments ?? []).flatMap((item) => {
    const comment = commentFromJson(item);
    return comment ? [comment] : [];
  });
  return { verdict, comments };
}

function commentFromJson(item: unknown): ReviewComment | null {
  if (!isRecord(item)) return null;
  const file = firstString(item, ['file', 'path', 'filename']);
  const text = firstString(item, ['comment', 'message', 'body', 'text', 'description']);
  if (!file || !text) return null;
  const range = lineRangeOf(item);
  const severityText = firstString(item, ['severity', 'level', 'priority']) ?? '';
  const suggestion = firstString(item, ['suggestion', 'fix', 'suggested_fix', 'suggestedFix']);
  // The finding it states again, by the id Parley gave it ("F2"); an id of another kind is none.
  const findingId = ['findingId', 'finding_id', 'finding', 'id']
    .map((key) => item[key])
    .find((value): value is string => typeof value === 'string' && /^\s*F\d{1,4}\s*$/i.test(value));
  return {
    ...(findingId ? { findingId: findingId.trim().toUpperCase() } : {}),
    file: cleanValue(file),
    line: range?.line ?? 0,
    ...(range?.endLine === undefined ? {} : { endLine: range.endLine }),
    severity: severityFromText(severityText) ?? 'warning',
    comment: text.trim(),
    ...(suggestion ? { suggestion } : {}),
  };
}

function lineRangeOf(item: Record<string, unknown>): { line: number; endLine?: number } | null {
  const start = item.line ?? item.startLine ?? item.start_line ?? item.lines;
  const range = typeof start === 'number' ? { line: start } : parseLineRange(String(start ?? ''));
  if (!range || !Number.isInteger(range.line) || range.line < 0) return null;
  const end = item.endLine ?? item.end_line;
  if (typeof end === 'number' && Number.isInteger(end) && end > range.line) {
    return { line: range.line, endLine: end };
  }
  return range;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function firstString(record: Record<string, unknown>, keys: readonly string[]): string | null {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return null;
}

function firstArray(record: Record<string, unknown>, keys: readonly string[]): unknown[] | null {
  for (const key of keys) {
    const value = record[key];
    if (Array.isArray(value)) return value;
  }
  return null;
}

/**
 * Follows the braces of a bare JSON object line by line (outside strings), so
 * the reader knows where it ends without a fence. A string may run across a
 * line break: a terminal wrapped it.
 */
export class JsonExtent {
  private depth = 0;
  private inString = false;
  private escaped = false;

  /** Takes one more line; true once the object that began on the first line is closed. */
  take(line: string): boolean {
    for (const char of line) {
      if (this.inString) {
        if (this.escaped) this.escaped = false;
        else if (char === '\\') this.escaped = true;
        else if (char === '"') this.inString = false;
      } else if (char === '"') this.inString = true;
      else if (char === '{' || char === '[') this.depth++;
      else if (char === '}' || char === ']') {
        this.depth--;
        if (this.depth <= 0) return true;
      }
    }
    return false;
  }
}
