import { freshAlerts, type ReviewAlert } from '../../../shared/reviewAlerts';

export interface AlertsState {
  /** Each review's current alert key; null until the first list of reviews has come. */
  readonly known: ReadonlyMap<string, string> | null;
  /** Alerts the person has not looked at yet, oldest first; one per review. */
  readonly unseen: readonly ReviewAlert[];
}

export const NO_ALERTS: AlertsState = { known: null, unseen: [] };

/**
 * Takes in the alerts the reviews raise now. The first time, they are what the
 * person already had (nothing to announce), and those `remembered` as unseen
 * before a reload are unseen still; after that, an alert is fresh when
 * its review reached a new state. A fresh alert for the review the person is
 * looking at is seen at once; an unseen alert whose review moved on (a dialog
 * answered in the terminal) is dropped, and a newer one replaces it.
 */
export function observeAlerts(
  state: AlertsState,
  current: readonly ReviewAlert[],
  watched: string | null,
  remembered: ReadonlySet<string> = new Set(),
): { state: AlertsState; fresh: ReviewAlert[] } {
  if (state.known === null) {
    const unseen = current.filter((alert) => remembered.has(alert.key));
    const known = freshAlerts(new Map(), current).known;
    return { state: markSeen({ known, unseen }, watched), fresh: [] };
  }
  const { fresh, known } = freshAlerts(state.known, current);
  const announced = fresh.filter((alert) => alert.reviewId !== watched);
  const replaced = new Set(announced.map((alert) => alert.reviewId));
  const unseen = [
    ...state.unseen.filter(
      (alert) => known.get(alert.reviewId) === alert.key && !replaced.has(alert.reviewId),
    ),
    ...announced,
  ];
  return { state: markSeen({ known, unseen }, watched), fresh: announced };
}

/** The person looked at this review: its alert is no longer news. */
export function markSeen(state: AlertsState, reviewId: string | null): AlertsState {
  if (reviewId === null || !state.unseen.some((alert) => alert.reviewId === reviewId)) return state;
  return { ...state, unseen: state.unseen.filter((alert) => alert.reviewId !== reviewId) };
}
