import { useCallback, useMemo } from 'react';
import type { AgentReview, SessionSnapshot } from '../../../shared/contract';
import { latestReviewOf } from '../state/reviewsReducer';
import type { PanelLayout } from '../state/usePanelLayout';
import { openedWhere } from './storedReview';
import { useReviewAlerts } from './useReviewAlerts';
import { useReviewNavigation, type ReviewNavigation } from './useReviewNavigation';

interface ReviewsScreenInput {
  readonly reviews: readonly AgentReview[];
  readonly loaded: boolean;
  readonly sessions: readonly SessionSnapshot[];
  /** The session the main area shows when the Reviews list is not shown. */
  readonly selected: SessionSnapshot | null;
  readonly panel: PanelLayout;
  /** null until the app has said which host it runs in. */
  readonly isDesktop: boolean | null;
  readonly select: (sessionId: string) => void;
}

export interface ReviewsScreen {
  readonly nav: ReviewNavigation;
  readonly pinned: AgentReview | null;
  /** Shown on its own in place of the list, as stored: its author session is closed. */
  readonly stored: AgentReview | null;
  /** Shows a review beside its author's terminal, or as stored once that session is closed. */
  readonly open: (review: AgentReview) => void;
  /** Reviews with news the person has not looked at. */
  readonly unseen: ReadonlySet<string>;
}

/**
 * Reviews across the app: the list, the review opened from it, and the
 * notifications and title count for the ones that need looking at.
 */
export function useReviewsScreen(input: ReviewsScreenInput): ReviewsScreen {
  const { reviews, sessions, selected, panel, select } = input;
  const { setOpen } = panel;
  const nav = useReviewNavigation();
  const pinned = reviews.find((r) => r.id === nav.pinnedId) ?? null;
  const stored = nav.showingList ? (reviews.find((r) => r.id === nav.storedId) ?? null) : null;
  const { pin, showStored } = nav;
  const open = useCallback(
    (review: AgentReview) => {
      if (openedWhere(review, sessions) === 'stored') {
        showStored(review);
        return;
      }
      pin(review);
      select(review.authorSessionId);
      setOpen(true);
    },
    [sessions, pin, showStored, select, setOpen],
  );

  // What the person sees: a stored review, or the Review Panel's (the one opened, else the latest).
  const shown = nav.showingList
    ? stored
    : selected && panel.open
      ? pinned?.authorSessionId === selected.id
        ? pinned
        : latestReviewOf(reviews, selected.id)
      : null;
  const alerts = useReviewAlerts({
    reviews,
    loaded: input.loaded,
    sessions: input.sessions,
    shownReviewId: shown?.id ?? null,
    notify: input.isDesktop === false,
    onOpen: (id) => {
      const review = reviews.find((r) => r.id === id);
      if (review) open(review);
    },
  });
  const unseen = useMemo(() => new Set(alerts.map((alert) => alert.reviewId)), [alerts]);
  return { nav, pinned, stored, open, unseen };
}
