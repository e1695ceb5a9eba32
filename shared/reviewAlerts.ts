import { phaseSessionId, type AgentReview, type SessionSnapshot } from './contract';
import { plural } from './plural';

/**
 * What a review tells a person who is not looking at it: it ended, or it
 * waits for them. The desktop app's main process (Electron notifications)
 * and the renderer (browser notifications, the count in the page title) both
 * decide with this, so they never disagree on what deserves a notification.
 */
export type ReviewAlertKind = 'approved' | 'needs-you' | 'failed';

export interface ReviewAlert {
  readonly reviewId: string;
  /**
   * The state the alert is about: a review raises an alert once per state it
   * reaches (a second dialog, a later round's stop), never twice for one.
   */
  readonly key: string;
  readonly kind: ReviewAlertKind;
  readonly title: string;
  readonly body: string;
}

/** What the alert needs of a session: its name, and whether it shows a dialog. */
export type AlertSession = Pick<SessionSnapshot, 'id' | 'name' | 'status' | 'dialog'>;

/**
 * The alert a review raises in its current state, or null when it needs
 * nobody (running unattended, cancelled by the person, interrupted by a
 * restart the person made).
 */
export function reviewAlert(
  review: AgentReview,
  sessions: readonly AlertSession[],
): ReviewAlert | null {
  const name = (id: string) => sessions.find((s) => s.id === id)?.name ?? 'a closed session';
  const author = name(review.authorSessionId);
  const reviewer = name(review.reviewerSessionId);
  const rounds = review.rounds.length;
  const alert = (kind: ReviewAlertKind, title: string, body: string, detail = ''): ReviewAlert => ({
    reviewId: review.id,
    key: [review.id, review.status, rounds, detail].join(':'),
    kind,
    title,
    body,
  });
  const reason = review.statusReason;
  switch (review.status) {
    case 'approved':
      return alert(
        'approved',
        `Review approved: ${author}`,
        reason ?? `${reviewer} approved ${author}'s work in round ${rounds}.`,
      );
    case 'error':
      return alert('failed', `Review failed: ${author}`, reason ?? `${reviewer} could not review.`);
    case 'max-rounds':
      return alert(
        'needs-you',
        `Needs your review: ${author}`,
        `No approval from ${reviewer} after ${plural(rounds, 'round')}.`,
      );
    case 'stalled':
      return alert(
        'needs-you',
        `Review stalled: ${author}`,
        reason ?? `A round with ${reviewer} made no progress.`,
      );
    case 'needs-discussion':
      return alert(
        'needs-you',
        `Needs your decision: ${author}`,
        reason ?? `${reviewer} asks for a human to decide.`,
      );
    case 'changes-requested':
      return alert(
        'needs-you',
        `Changes requested: ${author}`,
        `${reviewer} asked for changes in round ${rounds}: send them to the author, or ask again.`,
      );
    case 'paused':
      return alert('needs-you', `Review paused: ${author}`, reason ?? 'It waits for you.');
    case 'in-progress':
      return dialogAlert(review, sessions, alert);
    default:
      return null;
  }
}

/** A running review waits for a person when its working agent shows a dialog. */
function dialogAlert(
  review: AgentReview,
  sessions: readonly AlertSession[],
  alert: (kind: ReviewAlertKind, title: string, body: string, detail: string) => ReviewAlert,
): ReviewAlert | null {
  const id = phaseSessionId(review);
  const session = sessions.find((s) => s.id === id);
  if (session?.status !== 'dialog') return null;
  const dialog = session.dialog ?? 'a dialog';
  return alert(
    'needs-you',
    `Waiting for you in ${session.name}'s terminal`,
    `${dialog} — the review goes on once you answer it.`,
    `dialog:${session.id}:${dialog}`,
  );
}

/**
 * The alerts that are new since `known` (review id → key of the alert last
 * seen), and the keys to remember from now on. A review whose alert has not
 * changed raises nothing; one that needs nobody any more is forgotten.
 */
export function freshAlerts(
  known: ReadonlyMap<string, string>,
  current: readonly ReviewAlert[],
): { fresh: ReviewAlert[]; known: Map<string, string> } {
  const fresh = current.filter((alert) => known.get(alert.reviewId) !== alert.key);
  return { fresh, known: new Map(current.map((alert) => [alert.reviewId, alert.key])) };
}
