import type { ReviewComment } from '../../../shared/contract';

/** A review comment as the command line prints it: fixed field order, endLine only for a range. */
export function commentJson(comment: ReviewComment) {
  return {
    ...(comment.findingId === undefined ? {} : { findingId: comment.findingId }),
    file: comment.file,
    line: comment.line,
    ...(comment.endLine === undefined ? {} : { endLine: comment.endLine }),
    severity: comment.severity,
    comment: comment.comment,
    ...(comment.suggestion === undefined ? {} : { suggestion: comment.suggestion }),
  };
}
