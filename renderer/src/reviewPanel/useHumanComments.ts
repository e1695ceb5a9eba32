import { useMemo } from 'react';
import { refusalOf } from '../api/refusalOf';
import type { CommandInput } from '../../../shared/contract';
import type { HumanCommentActions } from '../model/humanComments';
import { useDispatcher } from '../store/StoreContext';

const NO_REVIEW = 'Start a review of this session first: comments go to its author.';

/** The diff a comment is made on, whose lines it cites (see review:add-comment). */
export type CommentView = CommandInput<'review:add-comment'>['on'];

/**
 * A person's comments on review `reviewId`, made on the diff `on` (kept
 * stable between renders): each
 * action resolves to the core's refusal, or null, so the form or card that
 * asked can show it where the person is looking.
 */
export function useHumanComments(reviewId: string | null, on: CommentView): HumanCommentActions {
  const dispatcher = useDispatcher();
  return useMemo(
    () => ({
      add: (comment) =>
        reviewId === null
          ? Promise.resolve(NO_REVIEW)
          : refusalOf(() => dispatcher.addComment(reviewId, on ? { ...comment, on } : comment)),
      remove: (commentId) =>
        reviewId === null
          ? Promise.resolve(NO_REVIEW)
          : refusalOf(() => dispatcher.removeComment(reviewId, commentId)),
    }),
    [dispatcher, reviewId, on],
  );
}
