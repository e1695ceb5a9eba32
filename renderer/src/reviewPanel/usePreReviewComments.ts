import { useEffect, useMemo } from 'react';
import type { HumanComment } from '../../../shared/contract';
import { refusalOf } from '../api/refusalOf';
import type { HumanCommentActions } from '../model/humanComments';
import { useAppState, useDispatcher } from '../store/StoreContext';

export interface PreReviewComments {
  readonly comments: readonly HumanComment[];
  readonly actions: HumanCommentActions;
}

const NONE: readonly HumanComment[] = [];

/**
 * A person's comments on a session's work before any review of it, kept by
 * the core: read when `active` (the session has no review yet), changed by
 * adding and removing. The next review of the work takes them, following the
 * lines of those made `onWorkingTree` (not on a pull request's diff).
 */
export function usePreReviewComments(
  sessionId: string,
  active: boolean,
  onWorkingTree: boolean,
): PreReviewComments {
  const dispatcher = useDispatcher();
  const comments = useAppState((state) => state.preReviewComments[sessionId] ?? NONE);

  useEffect(() => {
    if (active) dispatcher.loadPreReviewComments(sessionId);
  }, [dispatcher, sessionId, active]);

  const actions = useMemo<HumanCommentActions>(
    () => ({
      add: (comment) =>
        refusalOf(() =>
          dispatcher.addPreReviewComment(
            sessionId,
            onWorkingTree ? { ...comment, on: 'now' } : comment,
          ),
        ),
      remove: (commentId) =>
        refusalOf(() => dispatcher.removePreReviewComment(sessionId, commentId)),
    }),
    [dispatcher, sessionId, onWorkingTree],
  );

  return useMemo(() => ({ comments, actions }), [comments, actions]);
}
