import { useMemo } from 'react';
import { refusalOf } from '../api/refusalOf';
import type { HumanCommentActions } from '../model/humanComments';
import { useDispatcher } from '../store/StoreContext';

const NO_REVIEW = 'Start a review of this session first: comments go to its author.';

/**
 * A person's comments on review `reviewId`: each action resolves to the
 * core's refusal, or null, so the form or card that asked can show it where
 * the person is looking.
 */
export function useHumanComments(reviewId: string | null): HumanCommentActions {
  const dispatcher = useDispatcher();
  return useMemo(
    () => ({
      add: (comment) =>
        reviewId === null
          ? Promise.resolve(NO_REVIEW)
          : refusalOf(() => dispatcher.addComment(reviewId, comment)),
      remove: (commentId) =>
        reviewId === null
          ? Promise.resolve(NO_REVIEW)
          : refusalOf(() => dispatcher.removeComment(reviewId, commentId)),
    }),
    [dispatcher, reviewId],
  );
}
