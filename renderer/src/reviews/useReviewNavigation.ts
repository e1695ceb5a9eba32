import { useCallback, useMemo, useState } from 'react';
import type { AgentReview } from '../../../shared/contract';

export interface ReviewNavigation {
  /** The main area shows the Reviews list (or a review opened from it) instead of a session. */
  readonly showingList: boolean;
  /** A review picked from the list, shown in its author's Review Panel instead of the latest. */
  readonly pinnedId: string | null;
  /** A review shown on its own in place of the list: its author session is closed. */
  readonly storedId: string | null;
  readonly showList: () => void;
  /** Back to the sessions; the panel shows each session's latest review again. */
  readonly showSessions: () => void;
  readonly pin: (review: AgentReview) => void;
  readonly unpin: () => void;
  readonly showStored: (review: AgentReview) => void;
}

/**
 * Where the person is among reviews: the list, one review pinned in its
 * author's panel, or one shown as stored in place of the list.
 */
export function useReviewNavigation(): ReviewNavigation {
  const [showingList, setShowingList] = useState(false);
  const [pinnedId, setPinnedId] = useState<string | null>(null);
  const [storedId, setStoredId] = useState<string | null>(null);
  const showList = useCallback(() => {
    setShowingList(true);
    setStoredId(null);
  }, []);
  const showSessions = useCallback(() => {
    setShowingList(false);
    setStoredId(null);
  }, []);
  const pin = useCallback((review: AgentReview) => {
    setPinnedId(review.id);
    setShowingList(false);
    setStoredId(null);
  }, []);
  const unpin = useCallback(() => setPinnedId(null), []);
  const showStored = useCallback((review: AgentReview) => {
    setStoredId(review.id);
    setShowingList(true);
  }, []);
  return useMemo(
    () => ({ showingList, pinnedId, storedId, showList, showSessions, pin, unpin, showStored }),
    [showingList, pinnedId, storedId, showList, showSessions, pin, unpin, showStored],
  );
}
