import type { AgentReview, ReviewStatus } from '../../../../../shared/contract';
import type { EngineEffect, Step } from './events';
import { isOpen } from './openComments';
import { guardCeiling, withCostWarning } from './phaseCeiling';

/*
 * The steps the state machine's events share: start the review or the
 * feedback phase (checked against the cost ceiling first), or stop the loop.
 */

export function beginReview(r: AgentReview, round: number, reviewerBusy: boolean): Step {
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
      failedFor: undefined,
      expectedPhaseCost: undefined,
      promptDelivered: false,
      promptSending: undefined,
      formatRetried: false,
    },
    effects: [{ kind: 'request-review', round, reminder: false }],
  });
}

export function beginFeedback(r: AgentReview): Step {
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
      failedFor: undefined,
      expectedPhaseCost: undefined,
      promptDelivered: false,
      promptSending: undefined,
    },
    effects: [{ kind: 'send-feedback', round }],
  });
}

export function stop(r: AgentReview, status: ReviewStatus, reason: string): Step {
  return finish(r, status, reason, []);
}

export function finish(
  r: AgentReview,
  status: ReviewStatus,
  reason: string | undefined,
  effects: EngineEffect[],
): Step {
  const paused = status === 'paused';
  // A failed phase is kept, and whether its prompt was delivered, so that trying again takes
  // it up where it failed (see transition's resume) and never sends the author the same feedback twice.
  const failed = status === 'error';
  return {
    review: {
      ...r,
      status,
      statusReason: reason,
      pausedFor: paused ? r.pausedFor : undefined,
      failedFor: failed ? r.failedFor : undefined,
      expectedPhaseCost: paused ? r.expectedPhaseCost : undefined,
      phase: paused || failed ? r.phase : undefined,
      promptDelivered: failed ? r.promptDelivered : false,
      promptSending: undefined,
    },
    effects: [...effects, { kind: 'stop-waiting' }, { kind: 'release-reviewer' }],
  };
}
