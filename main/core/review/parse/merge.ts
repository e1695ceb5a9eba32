import type { ParsedReview, ReviewComment } from '../../../../shared/contract';
import { worstVerdict } from './verdict';

/**
 * One review from the parts of a review done file by file: the worst verdict
 * (an unread part leaves an approval unknown, see worstVerdict), every
 * comment once, and whether any part quoted a verdict.
 */
export function mergeParsedReviews(parts: readonly ParsedReview[]): ParsedReview {
  return {
    verdict: parts.length === 0 ? null : worstVerdict(parts.map((part) => part.verdict)),
    comments: dedupeComments(parts.flatMap((part) => part.comments)),
    ...(parts.some((part) => part.quotedVerdict) ? { quotedVerdict: true } : {}),
  };
}

/**
 * Comments without repeats, first kept. Two comments are the same when they
 * say the same thing (spacing and case aside) at the same place.
 */
export function dedupeComments(comments: readonly ReviewComment[]): ReviewComment[] {
  const seen = new Set<string>();
  return comments.filter((comment) => {
    const key = [
      comment.file,
      comment.line,
      comment.endLine ?? '',
      comment.comment.replace(/\s+/g, ' ').trim().toLowerCase(),
    ].join('\u0000');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
