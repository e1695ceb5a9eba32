import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { AgentReview, SessionSnapshot } from '../../../shared/contract';
import { reviewAlert, type ReviewAlert } from '../../../shared/reviewAlerts';
import { NO_ALERTS, observeAlerts } from './alertsState';
import { showBrowserNotification } from './browserNotifications';
import { pageTitle } from './pageTitle';
import { usePageAttention } from './usePageAttention';

interface ReviewAlertsInput {
  readonly reviews: readonly AgentReview[];
  /** The list of reviews has come: alerts before it are not news. */
  readonly loaded: boolean;
  readonly sessions: readonly SessionSnapshot[];
  /** The review on screen (the Review Panel's), if any. */
  readonly shownReviewId: string | null;
  /** Show browser notifications (browser mode; the desktop app's main process shows its own). */
  readonly notify: boolean;
  /** Clicking a notification opens its review. */
  readonly onOpen: (reviewId: string) => void;
}

/**
 * Reviews that ended or wait for a person, and that the person has not
 * looked at: announced with a notification and counted in the page title,
 * until the person opens them (a review on screen while the page has the
 * person's attention is seen at once).
 */
export function useReviewAlerts(input: ReviewAlertsInput): readonly ReviewAlert[] {
  const attended = usePageAttention();
  const watched = attended ? input.shownReviewId : null;
  const state = useRef(NO_ALERTS);
  const [unseen, setUnseen] = useState<readonly ReviewAlert[]>([]);
  const announce = useEffectEvent((alert: ReviewAlert) => {
    if (input.notify) showBrowserNotification(alert, () => input.onOpen(alert.reviewId));
  });

  const { reviews, sessions, loaded } = input;
  useEffect(() => {
    if (!loaded) return;
    const current = reviews.flatMap((review) => reviewAlert(review, sessions) ?? []);
    const next = observeAlerts(state.current, current, watched);
    state.current = next.state;
    // Sessions change often (busy, ready): the list is replaced only when its alerts did.
    setUnseen((shown) => (sameAlerts(shown, next.state.unseen) ? shown : next.state.unseen));
    for (const alert of next.fresh) announce(alert);
  }, [reviews, sessions, loaded, watched]);

  useEffect(() => {
    document.title = pageTitle(unseen.length);
  }, [unseen.length]);

  return unseen;
}

function sameAlerts(a: readonly ReviewAlert[], b: readonly ReviewAlert[]): boolean {
  return a.length === b.length && a.every((alert, i) => alert.key === b[i]?.key);
}
