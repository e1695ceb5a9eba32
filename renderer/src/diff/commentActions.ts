import { createContext, useContext } from 'react';
import type {
  AgentReview,
  CommentRef,
  CommentResolution,
  ReviewComment,
} from '../../../shared/contract';

/**
 * What a person can do to the comments on a review's diff: resolve or
 * dismiss them (or reopen), and apply a reviewer's suggestion. Each resolves
 * to the core's refusal, or null. Given by the Review Panel through context,
 * so the cards get it wherever the diff view places them.
 */
export interface CommentActions {
  /** The review the comments belong to. */
  readonly review: AgentReview;
  /** Its author's session is open: feedback can still go to it. */
  readonly authorOpen: boolean;
  readonly resolve: (
    ref: CommentRef,
    resolution: CommentResolution | null,
  ) => Promise<string | null>;
  readonly applySuggestion: (round: number, index: number) => Promise<string | null>;
}

export const CommentActionsContext = createContext<CommentActions | null>(null);

/** The comment actions of the review shown; null outside a review (no buttons then). */
export function useCommentActions(): CommentActions | null {
  return useContext(CommentActionsContext);
}

/**
 * Where a reviewer's comment sits in its round, which is how the core names
 * it: the comment object itself, else the same file, line and text.
 */
export function reviewerCommentIndex(
  review: AgentReview,
  round: number,
  comment: ReviewComment,
): number | null {
  const comments = review.rounds.find((r) => r.roundNumber === round)?.reviewComments ?? [];
  const same = comments.indexOf(comment);
  if (same !== -1) return same;
  const alike = comments.findIndex(
    (c) => c.file === comment.file && c.line === comment.line && c.comment === comment.comment,
  );
  return alike === -1 ? null : alike;
}
