import type { AgentReview, SessionSnapshot } from '../../../shared/contract';
import { reviewAlert } from '../../../shared/reviewAlerts';
import { isRunning, progressText, reviewOutcome } from './reviewStatus';

export type SessionReviewTone = 'running' | 'waiting' | 'success' | 'danger';

/** Where a session stands in reviews, shown beside its status in the sidebar. */
export interface SessionReviewState {
  readonly tone: SessionReviewTone;
  readonly label: string;
  /** The review's own words for it, for the tooltip. */
  readonly detail: string;
}

/**
 * Each session's review state: that of the latest review of its work, unless
 * that one is over and the session is now reviewing someone else's. A
 * cancelled review says nothing.
 */
export function sessionReviewStates(
  reviews: readonly AgentReview[],
  sessions: readonly SessionSnapshot[],
): ReadonlyMap<string, SessionReviewState> {
  const states = new Map<string, SessionReviewState>();
  for (const session of sessions) {
    const authored = reviews.findLast((r) => r.authorSessionId === session.id);
    const reviewing = reviews.findLast(
      (r) => r.reviewerSessionId === session.id && isRunning(r) && r.phase === 'reviewing',
    );
    const review = authored && isRunning(authored) ? authored : (reviewing ?? authored);
    const state = review ? stateOf(review, session.id, sessions) : null;
    if (state) states.set(session.id, state);
  }
  return states;
}

/** `sessionId`: the session the state is shown for, the review's author or its reviewer. */
function stateOf(
  review: AgentReview,
  sessionId: string,
  sessions: readonly SessionSnapshot[],
): SessionReviewState | null {
  const alert = reviewAlert(review, sessions);
  if (alert?.kind === 'needs-you')
    return { tone: 'waiting', label: 'waiting for you', detail: alert.body };
  if (isRunning(review)) {
    const detail = progressText(review, sessions) ?? 'Reviewing…';
    if (review.phase === 'author-fixing') return { tone: 'running', label: 'fixing', detail };
    // The author's work is being reviewed; the reviewer is the one reviewing.
    const label = sessionId === review.authorSessionId ? 'in review' : 'reviewing';
    return { tone: 'running', label, detail };
  }
  const outcome = reviewOutcome(review, sessions);
  const detail = outcome?.detail ?? outcome?.title ?? '';
  if (review.status === 'approved') return { tone: 'success', label: 'approved', detail };
  if (review.status === 'error') return { tone: 'danger', label: 'failed', detail };
  if (review.status === 'interrupted') return { tone: 'waiting', label: 'interrupted', detail };
  return null;
}
