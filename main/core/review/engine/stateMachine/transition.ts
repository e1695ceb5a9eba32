import type { AgentReview, ReviewPhase } from '../../../../../shared/contract';
import {
  awaitsPerson,
  canGoOneMoreRound,
  isFinishedStatus,
  currentRound,
  isRunningStatus,
  nextReviewRound,
  phaseSessionId,
} from '../../../../../shared/contract';
import { onAnswer, onAuthorDone, onMalformed } from './answerSteps';
import type { EngineEvent, Step, Transition } from './events';
import { beginFeedback, beginReview, stop } from './loopSteps';
import { hasOpenFeedback } from './openComments';
import { pauseAtCeiling } from './phaseCeiling';
import { plural } from '../../../../../shared/plural';
import {
  sessionOf,
  sessionStopped,
  stoppedSessionReason,
} from '../../../../../shared/stoppedSession';

/**
 * The AgentReview state machine as a pure function (Hyper-reducer style):
 * `transition(review, event, now)` gives the next review and the side effects
 * the orchestrator must carry out. No I/O here, so every path is unit-tested.
 */
export function transition(review: AgentReview, event: EngineEvent, now: string): Transition {
  const next = reduce(review, event, now);
  if (next === null) return { review, effects: [], applied: false };
  const stamped = {
    ...markPhaseStart(review, withFailure(review, next.review, now), now),
    updatedAt: now,
  };
  return { review: stamped, effects: next.effects, applied: true };
}

/**
 * A phase that failed just now is added to the review's failures (Try again
 * leaves the record): why, without the advice the status gave then, which is
 * stale once the review has gone on.
 */
function withFailure(before: AgentReview, after: AgentReview, now: string): AgentReview {
  if (after.status !== 'error' || before.status === 'error' || !before.phase) return after;
  const failure = {
    round: currentRound(before),
    phase: before.phase,
    sessionId: phaseSessionId(before),
    reason:
      after.failedFor === 'reviewer-gone'
        ? sessionStopped(before, 'reviewer')
        : (after.statusReason ?? ''),
    at: now,
  };
  return { ...after, failures: [...(after.failures ?? []), failure] };
}

/**
 * A new status or phase starts its clock again (the UI shows how long it has
 * been going) and leaves the part of a split review behind.
 */
function markPhaseStart(before: AgentReview, after: AgentReview, now: string): AgentReview {
  if (after.status === before.status && after.phase === before.phase) return after;
  return { ...after, phaseStartedAt: now, part: undefined };
}

function reduce(r: AgentReview, e: EngineEvent, now: string): Step {
  switch (e.kind) {
    case 'start':
      return r.status === 'pending' ? beginReview(r, r.rounds.length + 1, e.reviewerBusy) : null;
    case 'reviewer-free':
      return r.status === 'queued' ? beginReview(r, r.rounds.length + 1, false) : null;
    case 'prompt-sending':
      return r.status === 'in-progress'
        ? {
            review: {
              ...r,
              promptSending: { nonce: e.nonce, transcriptBytes: e.transcriptBytes },
            },
            effects: [],
          }
        : null;
    case 'prompt-delivered':
      return r.status === 'in-progress'
        ? { review: { ...r, promptDelivered: true }, effects: [] }
        : null;
    case 'part-started':
      return inPhase(r, 'reviewing')
        ? { review: { ...r, part: { index: e.index, count: e.count } }, effects: [] }
        : null;
    case 'review-answer':
      return inPhase(r, 'reviewing') ? onAnswer(r, e, now) : null;
    case 'review-malformed':
      return inPhase(r, 'reviewing') ? onMalformed(r, e, now) : null;
    case 'review-skipped':
      return inPhase(r, 'reviewing') ? stop(r, 'stalled', e.reason) : null;
    case 'author-done':
      return inPhase(r, 'author-fixing') ? onAuthorDone(r, e.response, e.authorCost, now) : null;
    case 'timeout':
      return inPhase(r, e.phase) ? stop(r, 'error', timeoutReason(e)) : null;
    case 'session-gone':
      return isRunningStatus(r.status) ? onSessionGone(r, e) : null;
    case 'failed':
      return isRunningStatus(r.status) ? stop(r, 'error', e.message) : null;
    case 'over-ceiling':
      return isRunningStatus(r.status) ? pauseAtCeiling(r, e.role, e.expected) : null;
    case 'cancel':
      return isFinishedStatus(r.status) ? null : stop(r, 'cancelled', 'Cancelled by the user.');
    case 'force-approve':
      return isFinishedStatus(r.status) ? null : stop(r, 'approved', 'Approved by a person.');
    case 'approve-anyway':
      return awaitsPerson(r.status)
        ? stop(r, 'approved', `Approved by a person (${approvedOver(r)}).`)
        : null;
    case 'one-more-round':
      return canGoOneMoreRound(r) ? oneMoreRound(r, e.reviewerBusy) : null;
    case 'raise-ceiling':
      return onRaiseCeiling(r, e.costCeiling);
    case 'reassign':
      return r.status === 'error'
        ? beginReview(
            {
              ...r,
              reviewerSessionId: e.reviewerSessionId,
              sessionNames: { ...r.sessionNames, [e.reviewerSessionId]: e.reviewerName },
              sessionProfiles: { ...r.sessionProfiles, [e.reviewerSessionId]: e.reviewerProfileId },
            },
            nextReviewRound(r),
            e.reviewerBusy,
          )
        : null;
    case 'send-feedback':
      return r.status === 'changes-requested' ? beginFeedback(r) : null;
    case 'request-review':
      return r.status === 'changes-requested' ? beginReview(r, r.rounds.length + 1, false) : null;
    case 'interrupt':
      return isRunningStatus(r.status)
        ? { review: { ...r, status: 'interrupted' }, effects: [] }
        : null;
    case 'resume':
      return canResume(r) ? onResume(r, e.reviewerBusy, e.promptArrived ?? false) : null;
  }
}

/**
 * A session of the review stopped or was closed. A stopped one can be
 * restarted: the author's review waits for Resume, and the reviewer's for Try
 * again, which start it again; or the reviewer's goes to another reviewer. A closed one never comes back:
 * without its author the review ends, and a closed reviewer can only be
 * replaced.
 */
function onSessionGone(r: AgentReview, e: Extract<EngineEvent, { kind: 'session-gone' }>): Step {
  if (e.role === 'author') {
    const author = sessionOf(r, 'author');
    return e.closed
      ? stop(r, 'cancelled', `${author} was closed, so the review cannot go on.`)
      : stop(
          { ...r, pausedFor: 'author-gone' },
          'paused',
          stoppedSessionReason(r, 'author', false),
        );
  }
  if (e.closed) {
    const reviewer = sessionOf(r, 'reviewer');
    return stop(r, 'error', `${reviewer} was closed: reassign the review to another session.`);
  }
  return stop(
    { ...r, failedFor: 'reviewer-gone' },
    'error',
    stoppedSessionReason(r, 'reviewer', false),
  );
}

/** Which agent was too slow, and at what: getting ready for its prompt, or finishing its turn. */
function timeoutReason(e: Extract<EngineEvent, { kind: 'timeout' }>): string {
  const who = e.phase === 'reviewing' ? 'The reviewer' : 'The author';
  const seconds = Math.round(e.afterMs / 1000);
  if (!e.notReady) return `${who} did not finish within ${seconds} s.`;
  const shown = e.notReady.shown
    ? `its screen last showed: ${e.notReady.shown}`
    : 'its screen was blank';
  return `${who} was not ready for its prompt within ${seconds} s, so the prompt was not sent; ${shown}.`;
}

function inPhase(r: AgentReview, phase: ReviewPhase): boolean {
  return r.status === 'in-progress' && r.phase === phase;
}

function approvedOver(r: AgentReview): string {
  if (r.status === 'stalled') return 'the loop had stalled';
  return r.status === 'max-rounds'
    ? `after ${plural(r.rounds.length, 'round')} without the reviewer's approval`
    : 'the reviewer had asked for a discussion';
}

/**
 * One round past where the review stopped: the comments still open go to the
 * author first; with none open (all resolved or dismissed) the reviewer looks
 * again straight away.
 */
function oneMoreRound(r: AgentReview, reviewerBusy: boolean): Step {
  const more = { ...r, maxRounds: Math.max(r.maxRounds, r.rounds.length + 1) };
  return hasOpenFeedback(more)
    ? beginFeedback(more)
    : beginReview(more, more.rounds.length + 1, reviewerBusy);
}

function onRaiseCeiling(r: AgentReview, costCeiling: number | null): Step {
  const raised = { ...r, costCeiling, costWarning: false };
  if (r.status !== 'paused' || r.pausedFor !== 'cost-ceiling') {
    return r.status === 'paused' || isRunningStatus(r.status) || r.status === 'changes-requested'
      ? { review: raised, effects: [] }
      : null;
  }
  return r.phase === 'author-fixing'
    ? beginFeedback(raised)
    : beginReview(raised, nextReviewRound(r), false);
}

/**
 * Resume takes a review up in the phase it stopped in: one Parley stopped
 * under, one paused because its author went away, or one whose phase failed
 * (an agent too slow, not ready, or erring): trying that phase again.
 */
function canResume(r: AgentReview): boolean {
  if (r.status === 'interrupted') return true;
  if (r.status === 'paused') return r.pausedFor === 'author-gone';
  return r.status === 'error' && r.phase !== undefined;
}

function onResume(r: AgentReview, reviewerBusy: boolean, promptArrived: boolean): Step {
  // The author's fixes may have happened before the restart: never send the
  // same feedback twice (whether its delivery was recorded, or only its
  // transcript shows it arrived); look at the tree again instead.
  if (r.phase === 'author-fixing' && (r.promptDelivered || promptArrived))
    return beginReview(r, r.rounds.length + 1, reviewerBusy);
  if (r.phase === 'author-fixing') return beginFeedback(r);
  return beginReview(r, nextReviewRound(r), reviewerBusy);
}
