import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { reviewAlert, type ReviewAlert } from '../../../shared/reviewAlerts';
import { NO_ALERTS, observeAlerts } from '../model/alertsState';
import { pageTitle } from '../model/pageTitle';
import { showBrowserNotification } from '../notices/browserNotifications';
import { shownReview } from '../store/selectors';
import { useAppState, useDispatcher } from '../store/StoreContext';
import { loadUnseenAlertKeys, saveUnseenAlertKeys } from '../store/unseenMemory';
import { usePageAttention } from './usePageAttention';

/**
 * Reviews that ended or wait for a person, and that the person has not
 * looked at: announced with a notification (browser mode; the desktop app's
 * main process shows its own) and counted in the page title, until the
 * person opens them (a review on screen while the page has the person's
 * attention is seen at once), and after a reload too. Returns their ids.
 */
export function useReviewAlerts(): ReadonlySet<string> {
  const dispatcher = useDispatcher();
  const reviews = useAppState((state) => state.reviews);
  const sessions = useAppState((state) => state.sessions);
  // The list of reviews has come: alerts before it are not news.
  const loaded = useAppState((state) => state.reviewsLoaded);
  const notify = useAppState((state) => state.info?.isDesktop) === false;
  const shownId = useAppState((state) => shownReview(state)?.id ?? null);
  const attended = usePageAttention();
  const watched = attended ? shownId : null;
  const state = useRef(NO_ALERTS);
  const remembered = useRef<ReadonlySet<string> | null>(null);
  const [unseen, setUnseen] = useState<readonly ReviewAlert[]>([]);
  const announce = useEffectEvent((alert: ReviewAlert) => {
    if (!notify) return;
    // Clicking a notification opens its review.
    showBrowserNotification(alert, () => {
      const review = reviews.find((r) => r.id === alert.reviewId);
      if (review) dispatcher.openReview(review);
    });
  });

  useEffect(() => {
    if (!loaded) return;
    const current = reviews.flatMap((review) => reviewAlert(review, sessions) ?? []);
    remembered.current ??= loadUnseenAlertKeys();
    const next = observeAlerts(state.current, current, watched, remembered.current);
    if (!sameAlerts(state.current.unseen, next.state.unseen)) {
      saveUnseenAlertKeys(next.state.unseen.map((alert) => alert.key));
    }
    state.current = next.state;
    // Sessions change often (busy, ready): the list is replaced only when its alerts did.
    setUnseen((shown) => (sameAlerts(shown, next.state.unseen) ? shown : next.state.unseen));
    for (const alert of next.fresh) announce(alert);
  }, [reviews, sessions, loaded, watched]);

  useEffect(() => {
    document.title = pageTitle(unseen.length);
  }, [unseen.length]);

  return useMemo(() => new Set(unseen.map((alert) => alert.reviewId)), [unseen]);
}

function sameAlerts(a: readonly ReviewAlert[], b: readonly ReviewAlert[]): boolean {
  return a.length === b.length && a.every((alert, i) => alert.key === b[i]?.key);
}
