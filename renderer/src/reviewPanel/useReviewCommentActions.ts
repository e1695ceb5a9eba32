import { useMemo } from 'react';
import type { AgentReview } from '../../../shared/contract';
import { useClient } from '../api/ClientContext';
import { refusalOf } from '../api/refusalOf';
import type { CommentActions } from '../diff/commentActions';

/**
 * Resolve, dismiss, reopen and apply-suggestion for `review`'s comments,
 * through the core. Each applies the review the core answers; `onApplied`
 * runs once a suggestion is in the working tree, so the diff can show it.
 */
export function useReviewCommentActions(
  review: AgentReview | null,
  apply: (review: AgentReview) => void,
  onApplied: () => void,
): CommentActions | null {
  const client = useClient();
  return useMemo(() => {
    if (!review) return null;
    const id = review.id;
    const attempt = (call: () => Promise<AgentReview>) => refusalOf(call, apply);
    return {
      review,
      resolve: (comment, resolution) =>
        attempt(() => client.call('review:resolve-comment', { id, comment, resolution })),
      applySuggestion: async (round, index) => {
        const refusal = await attempt(() =>
          client.call('review:apply-suggestion', { id, round, index }),
        );
        if (refusal === null) onApplied();
        return refusal;
      },
    };
  }, [client, review, apply, onApplied]);
}
