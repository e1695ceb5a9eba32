import type { AgentReview, ReviewComment, SessionSnapshot } from '../../../shared/contract';
import { stoppedSessionReason } from '../../../shared/stoppedSession';
import { plural } from '../../../shared/plural';
import {
  canGoOneMoreRound,
  currentRound,
  isFinishedStatus,
  isRunningStatus,
  phaseSessionId,
  runsNoProcess,
  SHELL_PROFILE_ID,
} from '../../../shared/contract';

/** The loop is working (or waiting its turn): the panel shows progress, not a banner. */
export function isRunning(review: AgentReview): boolean {
  return isRunningStatus(review.status);
}

/** Nothing more can happen to it: no cancel, no force-approve. */
export function isFinished(review: AgentReview): boolean {
  return isFinishedStatus(review.status);
}

/**
 * One line saying what a running review is doing, e.g. "Round 1/3 —
 * Reviewing…", or that it waits for a person: the agent of the current phase
 * shows a dialog only someone at its terminal can answer.
 */
export function progressText(
  review: AgentReview,
  sessions: readonly SessionSnapshot[] = [],
): string | null {
  switch (review.status) {
    case 'pending':
      return 'Starting…';
    case 'queued':
      return 'Queued — the reviewer is busy';
    case 'in-progress': {
      const round = `Round ${currentRound(review)}/${review.maxRounds}`;
      const asking = dialogOfPhase(review, sessions);
      if (asking) return `${round} — ${asking}`;
      if (review.phase === 'author-fixing') return `${round} — Author addressing feedback…`;
      if (review.formatRetried) return `${round} — Reviewing (asked again for the answer format)…`;
      // A diff over the prompt budget is read part by part: say how far along it is.
      const part = review.part ? ` part ${review.part.index} of ${review.part.count}` : '';
      return `${round} — Reviewing${part}…`;
    }
    default:
      return null;
  }
}

function dialogOfPhase(review: AgentReview, sessions: readonly SessionSnapshot[]): string | null {
  const session = sessions.find((s) => s.id === phaseSessionId(review));
  if (session?.status !== 'dialog') return null;
  const subject = session.dialogSubject ? ` (${session.dialogSubject})` : '';
  return `Waiting for you in ${session.name}'s terminal: ${session.dialog ?? 'a dialog'}${subject}`;
}

/**
 * What the status bar's clock measures: how long the review has been working
 * in its phase, or waiting for the person (paused, changes to send by hand);
 * null once it has ended, failed or been cut short, where a clock would mislead.
 */
export function phaseClock(review: AgentReview): 'working' | 'waiting' | null {
  if (!review.phaseStartedAt) return null;
  if (isRunning(review)) return 'working';
  return review.status === 'paused' || review.status === 'changes-requested' ? 'waiting' : null;
}

export type OutcomeTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';
export type OutcomeAction =
  | 'reassign'
  | 'try-again'
  | 'raise-ceiling'
  | 'resume'
  | 'send-feedback'
  | 'request-again'
  | 'approve-anyway'
  | 'one-more-round';

export interface Outcome {
  readonly tone: OutcomeTone;
  readonly title: string;
  readonly detail: string | null;
  /** What the person can do about it, besides cancel and force-approve. */
  readonly actions: readonly OutcomeAction[];
}

/** One more round, where the core would take it (never past the round limit). */
function oneMoreRound(review: AgentReview): OutcomeAction[] {
  return canGoOneMoreRound(review) ? ['one-more-round'] : [];
}

/** At the cost ceiling: raise it. Author session gone: restart it, then resume. */
function pausedActions(review: AgentReview): OutcomeAction[] {
  if (review.pausedFor === 'author-gone') return ['resume'];
  if (review.pausedFor === 'cost-ceiling' || review.costCeiling !== null) return ['raise-ceiling'];
  return [];
}

/**
 * Where an approved review's earlier findings are, once the diff it approved
 * shows none: " Round 1 raised 2 findings: see them on their lines under R1
 * in Changes, or in the Conversation." Empty when no earlier round raised any.
 * A finding restated round after round is one finding.
 */
function earlierFindings(review: AgentReview): string {
  const earlier = review.rounds.slice(0, -1).filter((r) => r.reviewComments.length > 0);
  if (earlier.length === 0) return '';
  const count = distinctFindings(earlier.flatMap((r) => r.reviewComments));
  const numbers = earlier.map((r) => r.roundNumber);
  const rounds =
    numbers.length === 1
      ? `Round ${numbers[0]}`
      : `Rounds ${numbers.slice(0, -1).join(', ')} and ${numbers.at(-1)}`;
  const buttons = numbers.map((n) => `R${n}`);
  const under =
    buttons.length === 1 ? buttons[0] : `${buttons.slice(0, -1).join(', ')} or ${buttons.at(-1)}`;
  const them = count === 1 ? 'it on its lines' : 'them on their lines';
  return ` ${rounds} raised ${plural(count, 'finding')}: see ${them} under ${under} in Changes, or in the Conversation.`;
}

/** How many findings comments state: one per finding id, and each comment without one. */
function distinctFindings(comments: readonly ReviewComment[]): number {
  const ids = new Set(comments.flatMap((c) => (c.findingId ? [c.findingId] : [])));
  return ids.size + comments.filter((c) => !c.findingId).length;
}

/**
 * A person's comments the author was sent and nobody settled, which an
 * approval does not settle either: " Your comment on app.js:6, sent in round
 * 1, is still open: resolve or dismiss it on Now once it is addressed."
 */
function peopleStillOpen(review: AgentReview): string {
  const open = (review.humanComments ?? []).filter(
    (c) => c.sentInRound !== undefined && !c.resolution,
  );
  const [first] = open;
  if (!first) return '';
  if (open.length > 1)
    return ` ${open.length} of your comments sent to the author are still open: resolve or dismiss each on Now once it is addressed.`;
  return ` Your comment on ${first.file}:${first.line}, sent in round ${first.sentInRound}, is still open: resolve or dismiss it on Now once it is addressed.`;
}

/**
 * Why the review stopped, as it stands now: a session whose stop it waits on
 * (the author's for Resume, the reviewer's for Try again) may have been
 * started again by hand since.
 */
function reasonNow(review: AgentReview, sessions: readonly SessionSnapshot[]): string | null {
  const role =
    review.status === 'paused' && review.pausedFor === 'author-gone'
      ? 'author'
      : review.status === 'error' && review.failedFor === 'reviewer-gone'
        ? 'reviewer'
        : null;
  if (!role) return review.statusReason ?? null;
  const id = role === 'author' ? review.authorSessionId : review.reviewerSessionId;
  const session = sessions.find((s) => s.id === id);
  const runsAgain = session !== undefined && !runsNoProcess(session.status);
  return runsAgain ? stoppedSessionReason(review, role, true) : (review.statusReason ?? null);
}

/**
 * The banner of a review that is not running: how it ended, or what it waits
 * for (`sessions`: as they are now, see reasonNow).
 */
export function reviewOutcome(
  review: AgentReview,
  sessions: readonly SessionSnapshot[] = [],
): Outcome | null {
  const reason = reasonNow(review, sessions);
  const rounds = review.rounds.length;
  switch (review.status) {
    case 'approved':
      return {
        tone: 'success',
        title: 'Approved',
        detail: `${reason ?? `The reviewer approved in round ${rounds}.${earlierFindings(review)}`}${peopleStillOpen(review)}`,
        // Comments a person made since then still reach the author, with one more round.
        actions: oneMoreRound(review),
      };
    case 'max-rounds':
      return {
        tone: 'warning',
        title: 'Max rounds reached — needs human review',
        detail: reason,
        actions: ['approve-anyway', ...oneMoreRound(review)],
      };
    case 'stalled':
      return {
        tone: 'warning',
        title: 'Stalled — needs you',
        detail: reason,
        actions: ['approve-anyway', ...oneMoreRound(review)],
      };
    case 'needs-discussion':
      return {
        tone: 'warning',
        title: 'Needs discussion',
        detail: reason ?? 'The reviewer asks for a human to decide.',
        actions: ['approve-anyway', ...oneMoreRound(review)],
      };
    case 'error':
      return {
        tone: 'danger',
        title: failedTitle(review),
        detail: reason,
        // A failure recorded in its phase can be tried again there, with the same sessions.
        actions: review.phase ? ['try-again', 'reassign'] : ['reassign'],
      };
    case 'paused':
      return { tone: 'warning', title: 'Paused', detail: reason, actions: pausedActions(review) };
    case 'interrupted':
      return {
        tone: 'info',
        title: 'Interrupted',
        detail: 'Parley stopped while this review was running. Resume it from where it was.',
        actions: ['resume'],
      };
    case 'changes-requested':
      // A shell takes no feedback (see authorRefusal): the person fixes the work.
      return review.sessionProfiles?.[review.authorSessionId] === SHELL_PROFILE_ID
        ? {
            tone: 'info',
            title: 'Changes requested',
            detail:
              'The author is a shell session: fix the work yourself, then ask the reviewer to look again.',
            actions: ['request-again'],
          }
        : {
            tone: 'info',
            title: 'Changes requested',
            detail:
              'Auto-iterate is off: send the comments to the author, or ask the reviewer to look again.',
            actions: ['send-feedback', 'request-again'],
          };
    case 'cancelled':
      return { tone: 'neutral', title: 'Cancelled', detail: reason, actions: [] };
    default:
      return null;
  }
}

/**
 * "Review failed", or, when its round's phase has failed before (Try again
 * met the same end), how many times: the banner must not look as if nothing
 * happened.
 */
function failedTitle(review: AgentReview): string {
  const last = review.failures?.at(-1);
  if (!last) return 'Review failed';
  const tries = review.failures!.filter((f) => f.round === last.round && f.phase === last.phase);
  return tries.length > 1
    ? `Review failed again (${tries.length} tries in round ${last.round})`
    : 'Review failed';
}

/**
 * What Try again does for a review whose phase failed, in words for its
 * button; null when that phase's session is closed (reassign instead). A
 * stopped session is started again first, as Resume does for an author.
 */
export function tryAgainTitle(
  review: AgentReview,
  sessions: readonly SessionSnapshot[],
): string | null {
  const session = sessions.find((s) => s.id === phaseSessionId(review));
  if (!session) return null;
  const stopped = runsNoProcess(session.status);
  if (review.phase !== 'author-fixing') {
    return stopped
      ? 'Start the reviewer again and ask it for the round that failed'
      : 'Ask the reviewer again, for the round that failed';
  }
  // Never the same feedback twice: an author that has it may have done the work.
  if (review.promptDelivered) {
    return 'The author had the feedback: the reviewer looks at the work as it is now';
  }
  return stopped
    ? 'Start the author again and send it the feedback'
    : 'Send the feedback to the author again';
}

/** The latest review at a glance, for the Review Panel's toggle. */
export interface ReviewBadge {
  readonly tone: OutcomeTone | 'running';
  readonly label: string;
}

export function reviewBadge(
  review: AgentReview | null,
  sessions: readonly SessionSnapshot[] = [],
): ReviewBadge | null {
  if (!review) return null;
  if (isRunning(review)) {
    return { tone: 'running', label: progressText(review, sessions) ?? 'running' };
  }
  const outcome = reviewOutcome(review, sessions);
  return outcome ? { tone: outcome.tone, label: outcome.title } : null;
}
