import { useEffect, useState } from 'react';
import type { CommentsNow, ShownDiff } from '../../../shared/contract';
import { useClient } from '../api/ClientContext';
import { errorMessage } from '../api/parleyError';

/**
 * Where the latest round's comments of a review stand in the working tree
 * now (review:comments-now), asked again each time `diff`, the diff as it is
 * now, has been read afresh: what moved the code moved them. Null until
 * known, and while none is asked for (no review, or `diff` null).
 */
export function useCommentsNow(
  reviewId: string | null,
  diff: ShownDiff | null,
): CommentsNow | null {
  const client = useClient();
  const [known, setKnown] = useState<{ reviewId: string; value: CommentsNow } | null>(null);

  useEffect(() => {
    if (reviewId === null || diff === null) return;
    let current = true;
    client.call('review:comments-now', { id: reviewId }).then(
      (value) => {
        if (current) setKnown({ reviewId, value });
      },
      (error: unknown) => {
        // The comments then show where they were made, as on the round's own diff.
        console.warn(
          `Parley: could not place the comments on the diff now: ${errorMessage(error)}`,
        );
      },
    );
    return () => {
      current = false;
    };
  }, [client, reviewId, diff]);

  return known !== null && known.reviewId === reviewId ? known.value : null;
}
