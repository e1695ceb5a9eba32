import { useCallback, useState } from 'react';
import type { AgentReview, ReviewComment } from '../../../shared/contract';

/**
 * After Apply suggestion: `showNow` shows the diff as it is now, where the
 * applied comment is then brought into view (a switch from a round's diff to
 * Now would otherwise leave the person at the top of the diff).
 */
export function useAppliedSuggestion(review: AgentReview | null, showNow: () => void) {
  const [revealing, setRevealing] = useState<ReviewComment | null>(null);
  const onApplied = useCallback(
    (round: number, index: number) => {
      const comment = review?.rounds.find((r) => r.roundNumber === round)?.reviewComments[index];
      setRevealing(comment ?? null);
      showNow();
    },
    [review, showNow],
  );
  const onRevealed = useCallback(() => setRevealing(null), []);
  return { onApplied, revealing, onRevealed };
}
