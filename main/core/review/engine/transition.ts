import type {
  AgentReview,
  ParsedReview,
  ReviewPhase,
  ReviewStatus,
} from '../../../../shared/contract';
import {
  awaitsPerson,
  canGoOneMoreRound,
  isFinishedStatus,
  isRunningStatus,
  nextReviewRound,
} from '../../../../shared/contract';
import { ceilingBeforePhase } from './ceiling';
import { hasOpenFeedback, isOpen } from './openComments';
import { addCost, recordReviewerRound } from './roundRecords';

/**
 * The AgentReview state machine as a pure function (Hyper-reducer style):
 * `transition(review, event, now)` gives the next review and the side effects
 * the orchestrator must carry out. No I/O here, so every path is unit-tested.
 */
export type EngineEvent =
  | { kind: 'start'; reviewerBusy: boolean }
  | { kind: 'reviewer-free' }
  | { kind: 'prompt-delivered' }
  /** A review split file by file has sent part `index` of `count`. */
  | { kind: 'part-started'; index: number; count: number }
  | {
      kind: 'review-answer';
      parsed: ParsedReview;
      raw: string;
      reviewerCost: RoleCost;
      /** The git ref holding the tree this round reviewed. */
      snapshotRef?: string;
      /** Files the reviewer changed in the tree while reviewing (it must not). */
      reviewerChangedFiles?: readonly string[];
    }
  | { kind: 'review-malformed'; raw: string; reviewerCost: RoleCost; quotedVerdict?: boolean }
  | { kind: 'author-done'; response: string; authorCost: RoleCost }
  | { kind: 'timeout'; phase: ReviewPhase; afterMs: number }
  | { kind: 'session-gone'; role: 'author' | 'reviewer' }
  | { kind: 'failed'; message: string }
  /** A phase did not start: its estimate would pass the ceiling. */
  | { kind: 'over-ceiling'; role: 'author' | 'reviewer'; expected: number }
  | { kind: 'cancel' }
  | { kind: 'force-approve' }
  /** Max rounds reached or needs discussion: a person approves the work as it is. */
  | { kind: 'approve-anyway' }
  /** Max rounds reached or needs discussion: a person asks for another round. */
  | { kind: 'one-more-round'; reviewerBusy: boolean }
  | { kind: 'raise-ceiling'; costCeiling: number | null }
  | { kind: 'reassign'; reviewerSessionId: string; reviewerBusy: boolean }
  | { kind: 'send-feedback' }
  | { kind: 'request-review' }
  | { kind: 'interrupt' }
  | { kind: 'resume'; reviewerBusy: boolean };

export interface RoleCost {
  readonly usd: number;
  readonly estimated: boolean;
}

export type EngineEffect =
  /** Capture the diff, snapshot the tree, send the review prompt for this round. */
  | { kind: 'request-review'; round: number; reminder: boolean }
  /** Send the open comments of this round to the author and wait for its fixes. */
  | { kind: 'send-feedback'; round: number }
  /** Stop waiting on any agent for this review (the sessions keep running). */
  | { kind: 'stop-waiting' }
  /** The reviewer is free again: queued reviews may start. */
  | { kind: 'release-reviewer' }
  | { kind: 'write-artifact'; round: number }
  | { kind: 'cost-warning'; total: number; ceiling: number };

export interface Transition {
  readonly review: AgentReview;
  readonly effects: readonly EngineEffect[];
  /** False when the event does not apply in the review's state (it is ignored). */
  readonly applied: boolean;
}

export function transition(review: AgentReview, event: EngineEvent, now: string): Transition {
  const next = reduce(review, event, now);
  if (next === null) return { review, effects: [], applied: false };
  const stamped = { ...markPhaseStart(review, next.review, now), updatedAt: now };
  return { review: stamped, effects: next.effects, applied: true };
}

/**
 * A new status or phase starts its clock again (the UI shows how long it has
 * been going) and leaves the part of a split review behind.
 */
function markPhaseStart(before: AgentReview, after: AgentReview, now: string): AgentReview {
  if (after.status === before.status && after.phase === before.phase) return after;
  return { ...after, phaseStartedAt: now, part: undefined };
}

type Step = { review: AgentReview; effects: EngineEffect[] } | null;

function reduce(r: AgentReview, e: EngineEvent, now: string): Step {
  switch (e.kind) {
    case 'start':
      return r.status === 'pending' ? beginReview(r, r.rounds.length + 1, e.reviewerBusy) : null;
    case 'reviewer-free':
      return r.status === 'queued' ? beginReview(r, r.rounds.length + 1, false) : null;
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
    case 'author-done':
      return inPhase(r, 'author-fixing') ? onAuthorDone(r, e.response, e.authorCost) : null;
    case 'timeout':
      return inPhase(r, e.phase)
        ? stop(
            r,
            'error',
            `${e.phase === 'reviewing' ? 'The reviewer' : 'The author'} did not finish within ${Math.round(e.afterMs / 1000)} s.`,
          )
        : null;
    case 'session-gone':
      if (!isRunningStatus(r.status)) return null;
      return e.role === 'author'
        ? stop(
            { ...r, pausedFor: 'author-gone' },
            'paused',
            'The author session is gone; restart it and resume.',
          )
        : stop(
            r,
            'error',
            'The reviewer session is gone; reassign the review to another reviewer.',
          );
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
            { ...r, reviewerSessionId: e.reviewerSessionId },
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
      return r.status === 'interrupted' || (r.status === 'paused' && r.pausedFor === 'author-gone')
        ? onResume(r, e.reviewerBusy)
        : null;
  }
}

function inPhase(r: AgentReview, phase: ReviewPhase): boolean {
  return r.status === 'in-progress' && r.phase === phase;
}

function beginReview(r: AgentReview, round: number, reviewerBusy: boolean): Step {
  if (reviewerBusy) return { review: { ...r, status: 'queued', phase: undefined }, effects: [] };
  const guard = guardCeiling(r, 'reviewer');
  if (guard) return guard;
  return withCostWarning(r, 'reviewer', {
    review: {
      ...r,
      status: 'in-progress',
      phase: 'reviewing',
      statusReason: undefined,
      pausedFor: undefined,
      promptDelivered: false,
      formatRetried: false,
    },
    effects: [{ kind: 'request-review', round, reminder: false }],
  });
}

function approvedOver(r: AgentReview): string {
  return r.status === 'max-rounds'
    ? `after ${r.rounds.length} rounds without the reviewer's approval`
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

function beginFeedback(r: AgentReview): Step {
  const guard = guardCeiling(r, 'author');
  if (guard) return guard;
  const round = r.rounds.at(-1)?.roundNumber ?? 1;
  return withCostWarning(r, 'author', {
    review: {
      ...r,
      // People's open comments not sent yet go with this feedback.
      humanComments: r.humanComments?.map((c) =>
        c.sentInRound || !isOpen(c) ? c : { ...c, sentInRound: round },
      ),
      status: 'in-progress',
      phase: 'author-fixing',
      statusReason: undefined,
      pausedFor: undefined,
      promptDelivered: false,
    },
    effects: [{ kind: 'send-feedback', round }],
  });
}

/**
 * Before a phase: pauses when its expected cost would pass the ceiling;
 * warns once from 80% of it. null means go on with no warning.
 */
function guardCeiling(r: AgentReview, role: 'author' | 'reviewer'): Step {
  const check = ceilingBeforePhase(r, role);
  return check.verdict === 'stop' ? pauseAtCeiling(r, role, check.expected) : null;
}

function pauseAtCeiling(r: AgentReview, role: 'author' | 'reviewer', expected: number): Step {
  const phase = role === 'author' ? 'fix' : 'review';
  return {
    review: {
      ...r,
      status: 'paused',
      phase: role === 'author' ? 'author-fixing' : 'reviewing',
      promptDelivered: false,
      pausedFor: 'cost-ceiling',
      statusReason: `Cost ceiling: $${r.totalCost.toFixed(2)} spent, the next ${phase} (about $${expected.toFixed(2)}) would pass $${(r.costCeiling ?? 0).toFixed(2)}. Raise the ceiling to go on.`,
    },
    effects: [{ kind: 'release-reviewer' }],
  };
}

/** The once-per-ceiling warning, given before the phase that reaches 80%. */
function withCostWarning(
  r: AgentReview,
  role: 'author' | 'reviewer',
  step: NonNullable<Step>,
): Step {
  const check = ceilingBeforePhase(r, role);
  if (check.verdict !== 'warn' || r.costWarning || r.costCeiling === null) return step;
  return {
    review: { ...step.review, costWarning: true },
    effects: [
      { kind: 'cost-warning', total: r.totalCost + check.expected, ceiling: r.costCeiling },
      ...step.effects,
    ],
  };
}

function onAnswer(
  r: AgentReview,
  e: Extract<EngineEvent, { kind: 'review-answer' }>,
  now: string,
): Step {
  const { parsed } = e;
  const verdict = parsed.verdict ?? (parsed.comments.length > 0 ? 'changes-requested' : null);
  const reviewed = recordReviewerRound(r, {
    verdict,
    comments: parsed.comments,
    raw: e.raw,
    cost: e.reviewerCost,
    now,
    snapshotRef: e.snapshotRef,
    changedFiles: e.reviewerChangedFiles,
    quotedVerdict: parsed.quotedVerdict,
  });
  const round = reviewed.rounds.at(-1)!.roundNumber;
  const effects: EngineEffect[] = [{ kind: 'write-artifact', round }];
  if (verdict === 'approved') return finish(reviewed, 'approved', undefined, effects);
  if (verdict === 'needs-discussion')
    return finish(
      reviewed,
      'needs-discussion',
      'The reviewer asks for a human to decide.',
      effects,
    );
  if (round >= r.maxRounds)
    return finish(
      reviewed,
      'max-rounds',
      `No approval after ${r.maxRounds} rounds: needs human review.`,
      effects,
    );
  if (!r.autoIterate) {
    return {
      review: { ...reviewed, status: 'changes-requested', phase: undefined },
      effects: [...effects, { kind: 'release-reviewer' }],
    };
  }
  const step = beginFeedback(reviewed)!;
  return { review: step.review, effects: [...effects, ...step.effects] };
}

/** An unreadable answer is kept on its round, which stays unanswered for the one retry. */
function onMalformed(
  r: AgentReview,
  e: Extract<EngineEvent, { kind: 'review-malformed' }>,
  now: string,
): Step {
  const { raw, reviewerCost: cost, quotedVerdict } = e;
  const recorded = recordReviewerRound(r, {
    verdict: null,
    comments: [],
    raw,
    cost,
    now,
    quotedVerdict,
  });
  if (!r.formatRetried) {
    return {
      review: { ...recorded, formatRetried: true, promptDelivered: false },
      effects: [{ kind: 'request-review', round: nextReviewRound(r), reminder: true }],
    };
  }
  return stop(
    recorded,
    'error',
    'The reviewer answered twice without a verdict or comments in the asked format; its raw answer is kept.',
  );
}

function onAuthorDone(r: AgentReview, response: string, cost: RoleCost): Step {
  const rounds = r.rounds.slice();
  const last = rounds.at(-1);
  if (last) rounds[rounds.length - 1] = { ...last, authorResponse: response };
  const updated = addCost({ ...r, rounds }, 'author', cost);
  const step = beginReview(updated, updated.rounds.length + 1, false)!;
  const artifact: EngineEffect[] = last
    ? [{ kind: 'write-artifact', round: last.roundNumber }]
    : [];
  return { review: step.review, effects: [...artifact, ...step.effects] };
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

function onResume(r: AgentReview, reviewerBusy: boolean): Step {
  // The author's fixes may have happened before the restart: never send the
  // same feedback twice; look at the tree again instead.
  if (r.phase === 'author-fixing' && r.promptDelivered)
    return beginReview(r, r.rounds.length + 1, reviewerBusy);
  if (r.phase === 'author-fixing') return beginFeedback(r);
  return beginReview(r, nextReviewRound(r), reviewerBusy);
}

function stop(r: AgentReview, status: ReviewStatus, reason: string): Step {
  return finish(r, status, reason, []);
}

function finish(
  r: AgentReview,
  status: ReviewStatus,
  reason: string | undefined,
  effects: EngineEffect[],
): Step {
  return {
    review: {
      ...r,
      status,
      statusReason: reason,
      pausedFor: status === 'paused' ? r.pausedFor : undefined,
      phase: status === 'paused' ? r.phase : undefined,
      promptDelivered: false,
    },
    effects: [...effects, { kind: 'stop-waiting' }, { kind: 'release-reviewer' }],
  };
}
