import { useEffect, useMemo, useState } from 'react';
import type { HumanComment } from '../../../shared/contract';
import { useClient } from '../api/ClientContext';
import { refusalOf } from '../api/refusalOf';
import type { HumanCommentActions } from '../diff/humanCommentState';

export interface DraftComments {
  readonly comments: readonly HumanComment[];
  readonly actions: HumanCommentActions;
}

/**
 * A person's comments on a session's work before any review of it, kept by
 * the core: read when `active` (the session has no review yet), changed by
 * adding and removing. The next review of the work takes them.
 */
export function useDraftComments(sessionId: string, active: boolean): DraftComments {
  const client = useClient();
  const [comments, setComments] = useState<readonly HumanComment[]>([]);

  useEffect(() => {
    if (!active) return;
    let current = true;
    client.call('review:list-drafts', { sessionId }).then(
      (drafts) => current && setComments(drafts),
      // Unreadable drafts leave the list empty; adding one says why.
      () => current && setComments([]),
    );
    return () => {
      current = false;
    };
  }, [client, sessionId, active]);

  const actions = useMemo<HumanCommentActions>(() => {
    const attempt = (call: () => Promise<HumanComment[]>) => refusalOf(call, setComments);
    return {
      add: (draft) => attempt(() => client.call('review:add-draft', { sessionId, ...draft })),
      remove: (commentId) =>
        attempt(() => client.call('review:remove-draft', { sessionId, commentId })),
    };
  }, [client, sessionId]);

  return useMemo(() => ({ comments, actions }), [comments, actions]);
}
