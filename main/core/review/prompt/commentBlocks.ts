import type { ReviewComment } from '../../../../shared/contract';
import { defuseData, defuseDataLine } from './untrustedData';

/**
 * Comments in the answer block format (the format reviewers are asked for),
 * defused: comment text comes from an agent and is data wherever it goes.
 */
export function formatCommentBlocks(comments: readonly ReviewComment[]): string {
  return comments.map(formatCommentBlock).join('\n\n');
}

function formatCommentBlock(comment: ReviewComment): string {
  const line =
    comment.endLine === undefined ? `${comment.line}` : `${comment.line}-${comment.endLine}`;
  const lines = [
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
