import type { ReviewComment } from '../../../../shared/contract';
import { defuseData, defuseDataLine } from './untrustedData';

/** A comment for the author: the reviewer's, or one a person made on the diff (`fromPerson`). */
export interface FeedbackComment extends ReviewComment {
  readonly fromPerson?: true;
}

/** The line that marks a person's comment in a block: it is theirs, not the reviewer's. */
export const FROM_PERSON = 'FROM: person';

/**
 * Comments in the answer block format (the format reviewers are asked for),
 * defused: comment text comes from an agent and is data wherever it goes.
 */
export function formatCommentBlocks(comments: readonly FeedbackComment[]): string {
  return comments.map(formatCommentBlock).join('\n\n');
}

function formatCommentBlock(comment: FeedbackComment): string {
  const line =
    comment.endLine === undefined ? `${comment.line}` : `${comment.line}-${comment.endLine}`;
  const lines = [
    ...(comment.fromPerson ? [FROM_PERSON] : []),
    ...(comment.findingId ? [`FINDING: ${defuseDataLine(comment.findingId)}`] : []),
    `FILE: ${defuseDataLine(comment.file)}`,
    `LINE: ${line}`,
    `SEVERITY: ${comment.severity}`,
    `COMMENT: ${defuseData(comment.comment)}`,
  ];
  if (comment.suggestion !== undefined) {
    const suggestion = defuseData(comment.suggestion);
    lines.push(
      suggestion.includes('\n') ? `SUGGESTION:\n${suggestion}` : `SUGGESTION: ${suggestion}`,
    );
  }
  return lines.join('\n');
}
