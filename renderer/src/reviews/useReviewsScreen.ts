import { useCallback, useMemo } from 'react';
import type { AgentReview, SessionSnapshot } from '../../../shared/contract';
import { latestReviewOf } from '../state/reviewsReducer';
import type { PanelLayout } from '../state/usePanelLayout';
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
  /** Shows a review beside its author's terminal. */
  readonly open: (review: AgentReview) => void;
  /** Reviews with news the person has not looked at. */
  readonly unseen: ReadonlySet<string>;
}

/**
 * Reviews across the app: the list, the review opened from it, and the
 * notifications and title count for the ones that need looking at.
 */
export function useReviewsScreen(input: ReviewsScreenInput): ReviewsScreen {
  const { reviews, selected, panel, select } = input;
  const { setOpen } = panel;
  const nav = useReviewNavigation();
  const pinned = reviews.find((r) => r.id === nav.pinnedId) ?? null;
  const { pin } = nav;
  const open = useCallback(
    (review: AgentReview) => {
      pin(review);
      select(review.authorSessionId);
      setOpen(true);
    },
    [pin, select, setOpen],
  );

  // What the person sees: the Review Panel's review (the one opened, else the session's latest).
  const shown =
    !nav.showingList && selected && panel.open
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
  return { nav, pinned, open, unseen };
}
