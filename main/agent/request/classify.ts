/**
 * What a request asks of parley-agent, read from its words the way a model
 * would: Parley's prompts (main/core/review/prompt/) open with a title that
 * says what they are; a request without one still counts as a review when it
 * carries a diff, and as feedback when it asks to address review comments.
 */
export type RequestKind = 'review' | 'feedback' | 'format-reminder' | 'unknown';

export function classifyRequest(text: string, hasDiff: boolean): RequestKind {
  if (/^Parley could not read a review in your last answer/m.test(text)) return 'format-reminder';
  if (/^#+\s*Parley review feedback\b/im.test(text)) return 'feedback';
  if (/^#+\s*Parley code review request\b/im.test(text) || hasDiff) return 'review';
  if (/^\s*FILE:/im.test(text) && /\b(address|fix)\b/i.test(text)) return 'feedback';
  return 'unknown';
}
