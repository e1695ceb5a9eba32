import { useMemo } from 'react';
import type { AgentReview } from '../../../shared/contract';
import { useClient } from '../api/ClientContext';
import { refusalOf } from '../api/refusalOf';
import type { HumanCommentActions } from '../diff/humanCommentState';

/**
 * A person's comments on review `reviewId`, through the core: each action
 * applies the review the core answers and resolves to its refusal, or null,
 * so the form or card that asked can show it where the person is looking.
 */
export function useHumanComments(
  reviewId: string | null,
  apply: (review: AgentReview) => void,
): HumanCommentActions {
  const client = useClient();
  return useMemo(() => {
    const attempt = (call: () => Promise<AgentReview>) => refusalOf(call, apply);
    const noReview = 'Start a review of this session first: comments go to its author.';
    return {
      add: (draft) =>
        reviewId === null
          ? Promise.resolve(noReview)
          : attempt(() => client.call('review:add-comment', { id: reviewId, ...draft })),
      remove: (commentId) =>
        reviewId === null
          ? Promise.resolve(noReview)
          : attempt(() => client.call('review:remove-comment', { id: reviewId, commentId })),
    };
  }, [client, reviewId, apply]);
}
