import { useMemo } from 'react';
import type { AgentReview } from '../../../shared/contract';
import { refusalOf } from '../api/refusalOf';
import type { CommentActions } from '../diff/commentActions';
import { useDispatcher } from '../store/StoreContext';

/**
 * Resolve, dismiss, reopen and apply-suggestion for `review`'s comments;
 * `onApplied` runs once a suggestion (comment `index` of round `round`) is in
 * the working tree, so the diff can show it.
 */
export function useReviewCommentActions(
  review: AgentReview | null,
  authorOpen: boolean,
  onApplied: (round: number, index: number) => void,
): CommentActions | null {
  const dispatcher = useDispatcher();
  return useMemo(() => {
    if (!review) return null;
    const id = review.id;
    return {
      review,
      authorOpen,
      resolve: (comment, resolution) =>
        refusalOf(() => dispatcher.resolveComment(id, comment, resolution)),
      applySuggestion: async (round, index) => {
        const refusal = await refusalOf(() => dispatcher.applySuggestion(id, round, index));
        if (refusal === null) onApplied(round, index);
        return refusal;
      },
    };
  }, [dispatcher, review, authorOpen, onApplied]);
}
