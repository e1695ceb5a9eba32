import { useCallback, useMemo, useState } from 'react';
import type { AgentReview } from '../../../shared/contract';

export interface ReviewNavigation {
  /** The main area shows the Reviews list instead of a session. */
  readonly showingList: boolean;
  /** A review picked from the list, shown in its author's Review Panel instead of the latest. */
  readonly pinnedId: string | null;
  readonly showList: () => void;
  /** Back to the sessions; the panel shows each session's latest review again. */
  readonly showSessions: () => void;
  readonly pin: (review: AgentReview) => void;
  readonly unpin: () => void;
}

/** Where the person is among reviews: the list, or one review pinned in its author's panel. */
export function useReviewNavigation(): ReviewNavigation {
  const [showingList, setShowingList] = useState(false);
  const [pinnedId, setPinnedId] = useState<string | null>(null);
  const showList = useCallback(() => setShowingList(true), []);
  const showSessions = useCallback(() => setShowingList(false), []);
  const pin = useCallback((review: AgentReview) => {
    setPinnedId(review.id);
    setShowingList(false);
  }, []);
  const unpin = useCallback(() => setPinnedId(null), []);
  return useMemo(
    () => ({ showingList, pinnedId, showList, showSessions, pin, unpin }),
    [showingList, pinnedId, showList, showSessions, pin, unpin],
  );
}
