import type {
  AgentReview,
  CommentRef,
  CommentResolution,
  ReviewComment,
} from '../../../../shared/contract';
import { CoreError } from '../../api';

/*
 * Changes people make to a review's comments (not state transitions): each
 * answers the changed review, or throws a CoreError saying which comment is
 * not there.
 */

/** A reviewer's comment: round `round`'s comment number `index` (from 0). */
export function reviewerComment(review: AgentReview, round: number, index: number): ReviewComment {
  const found = review.rounds.find((r) => r.roundNumber === round)?.reviewComments[index];
  if (!found)
    throw new CoreError(
      'not-found',
      `Review ${review.id} has no comment ${index} in round ${round}.`,
    );
  return found;
}

/**
 * Resolves or dismisses a comment at time `at`; null reopens it, an applied
 * suggestion too: the comment is open again, and still says its suggestion
 * was applied (its change stays in the files, so it cannot be applied again).
 */
export function withResolution(
  review: AgentReview,
  ref: CommentRef,
  resolution: CommentResolution | null,
  at: string,
): AgentReview {
  const settle = <C extends { resolution?: CommentResolution; resolvedAt?: string }>(
    comment: C,
  ) => {
    if (resolution !== null) return { ...comment, resolution, resolvedAt: at };
    const { resolution: _, resolvedAt: __, ...open } = comment;
    return open as C;
  };
  if (ref.kind === 'reviewer') {
    return changeReviewerComment(review, ref.round, ref.index, settle);
  }
  if (!review.humanComments?.some((c) => c.id === ref.commentId))
    throw new CoreError('not-found', `Review ${review.id} has no comment ${ref.commentId}.`);
  return {
    ...review,
    humanComments: review.humanComments.map((c) => (c.id === ref.commentId ? settle(c) : c)),
  };
}

/** The suggestion is in the working tree now (since `at`): the comment is resolved by it. */
export function withSuggestionApplied(
  review: AgentReview,
  round: number,
  index: number,
  at: string,
): AgentReview {
  return changeReviewerComment(review, round, index, (c) => ({
    ...c,
    resolution: 'resolved',
    resolvedAt: at,
    suggestionApplied: true,
  }));
}

function changeReviewerComment(
  review: AgentReview,
  round: number,
  index: number,
  change: (comment: ReviewComment) => ReviewComment,
): AgentReview {
  reviewerComment(review, round, index);
  return {
    ...review,
    rounds: review.rounds.map((r) =>
      r.roundNumber === round
        ? { ...r, reviewComments: r.reviewComments.map((c, i) => (i === index ? change(c) : c)) }
        : r,
    ),
  };
}
