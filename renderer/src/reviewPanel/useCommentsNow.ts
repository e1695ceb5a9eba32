import { useCallback, useEffect, useState } from 'react';
import type { CommentsNow, PersonPlace, ShownDiff } from '../../../shared/contract';
import { useClient } from '../api/ClientContext';
import { errorMessage } from '../api/parleyError';

/**
 * Where the latest round's comments of a review, and people's, stand in the
 * working tree now (review:comments-now), asked again each time `diff`, the
 * diff as it is now, has been read afresh: what moved the code moved them.
 * Null until known, and while none is asked for (no review, or `diff` null).
 */
export function useCommentsNow(
  reviewId: string | null,
  diff: ShownDiff | null,
): CommentsNow | null {
  const client = useClient();
  const ask = useCallback((id: string) => client.call('review:comments-now', { id }), [client]);
  return useAskedPerDiff(reviewId, diff, ask);
}

/** The same for a session's comments made before any review of its work (review:drafts-now). */
export function useDraftsNow(
  sessionId: string | null,
  diff: ShownDiff | null,
): readonly PersonPlace[] | null {
  const client = useClient();
  const ask = useCallback(
    (id: string) => client.call('review:drafts-now', { sessionId: id }),
    [client],
  );
  return useAskedPerDiff(sessionId, diff, ask);
}

/**
 * Where people's comments made on other code than round `round` reviewed
 * stand on its diff (review:people-on-round): asked again each time `diff` is
 * read afresh, and as the review's people's comments (`commentCount`) change.
 */
export function usePeopleOnRound(
  reviewId: string | null,
  round: number | null,
  commentCount: number,
  diff: ShownDiff | null,
): readonly PersonPlace[] | null {
  const client = useClient();
  const ask = useCallback(
    () => client.call('review:people-on-round', { id: reviewId!, round: round! }),
    [client, reviewId, round],
  );
  const key = reviewId === null || round === null ? null : `${reviewId} ${round} ${commentCount}`;
  return useAskedPerDiff(key, diff, ask);
}

/** What `ask` answers for `key`, asked again each time `diff` is read afresh. */
function useAskedPerDiff<T>(
  key: string | null,
  diff: ShownDiff | null,
  ask: (key: string) => Promise<T>,
): T | null {
  const [known, setKnown] = useState<{ key: string; value: T } | null>(null);

  useEffect(() => {
    if (key === null || diff === null) return;
    let current = true;
    ask(key).then(
      (value) => {
        if (current) setKnown({ key, value });
      },
      (error: unknown) => {
        // The comments then show where they were made.
        console.warn(
          `Parley: could not place the comments on the diff now: ${errorMessage(error)}`,
        );
      },
    );
    return () => {
      current = false;
    };
  }, [ask, key, diff]);

  return known !== null && known.key === key ? known.value : null;
}
