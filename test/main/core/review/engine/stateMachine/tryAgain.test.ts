import { describe, expect, it } from 'vitest';
import type { AgentReview } from '../../../../../../shared/contract';
import type { EngineEvent } from '../../../../../../main/core/review/engine/stateMachine/events';
import { transition } from '../../../../../../main/core/review/engine/stateMachine/transition';
import { runEvents } from '../../../../../support/engineEvents';
import { pendingReview } from '../../../../../support/pendingReview';

/*
 * A phase that failed (an agent too slow, never ready for its prompt, or
 * erring) is recorded with the review, so a person can try it again with the
 * same sessions: the reviewer is asked again, the author gets its feedback
 * again only when it never had it.
 */
const NOW = '2026-11-28T10:00:00.000Z';
const free = { usd: 0, estimated: false };
const RESUME: EngineEvent = { kind: 'resume', reviewerBusy: false };

const run = (r: AgentReview, events: EngineEvent[]) => runEvents(r, events, NOW);

function reviewing(): AgentReview {
  return run(pendingReview(NOW), [{ kind: 'start', reviewerBusy: false }]).review;
}

/** Round 1 asked for changes; its feedback is on its way to the author. */
function fixing(): AgentReview {
  const comment = { file: 'a.ts', line: 1, severity: 'warning' as const, comment: 'Drops errors.' };
  return run(reviewing(), [
    {
      kind: 'review-answer',
      parsed: { verdict: 'changes-requested', comments: [comment] },
      raw: '',
      reviewerCost: free,
    },
  ]).review;
}

describe('trying a failed phase again', () => {
  it('asks the same reviewer again for the round whose answer never came', () => {
    const failed = run(reviewing(), [
      { kind: 'prompt-delivered' },
      { kind: 'timeout', phase: 'reviewing', afterMs: 600_000 },
    ]).review;
    expect(failed).toMatchObject({
      status: 'error',
      phase: 'reviewing',
      statusReason: 'The reviewer did not finish within 600 s.',
    });
    // The failure is kept on the review, and stays through Try again.
    expect(failed.failures).toEqual([
      {
        round: 1,
        phase: 'reviewing',
        sessionId: failed.reviewerSessionId,
        reason: 'The reviewer did not finish within 600 s.',
        at: NOW,
      },
    ]);
    const again = run(failed, [RESUME]);
    expect(again.review.failures).toEqual(failed.failures);
    expect(again.review).toMatchObject({
      status: 'in-progress',
      phase: 'reviewing',
      reviewerSessionId: failed.reviewerSessionId,
      statusReason: undefined,
    });
    expect(again.effects).toEqual([{ kind: 'request-review', round: 1, reminder: false }]);
  });

  it('sends the feedback again to an author that was never ready for it', () => {
    const notReady = run(fixing(), [
      { kind: 'timeout', phase: 'author-fixing', afterMs: 60_000, notReady: { shown: '$' } },
    ]).review;
    expect(notReady).toMatchObject({ status: 'error', phase: 'author-fixing' });
    expect(notReady.failures).toMatchObject([
      { round: 1, phase: 'author-fixing', sessionId: notReady.authorSessionId },
    ]);
    expect(run(notReady, [RESUME]).effects).toEqual([{ kind: 'send-feedback', round: 1 }]);
  });

  it('never sends the same feedback twice: an author that had it and was too slow gets the reviewer', () => {
    const slow = run(fixing(), [
      { kind: 'prompt-delivered' },
      { kind: 'timeout', phase: 'author-fixing', afterMs: 600_000 },
    ]).review;
    expect(slow).toMatchObject({ status: 'error', phase: 'author-fixing', promptDelivered: true });
    expect(run(slow, [RESUME]).effects).toEqual([
      { kind: 'request-review', round: 2, reminder: false },
    ]);
  });

  it('leaves a failure stored without its phase (before it was recorded) to Reassign', () => {
    const failed = run(reviewing(), [{ kind: 'failed', message: 'boom' }]).review;
    const stored = { ...failed, phase: undefined };
    expect(transition(stored, RESUME, NOW).applied).toBe(false);
    // Nor does a finished review resume.
    const approved = { ...failed, status: 'approved' as const };
    expect(transition(approved, RESUME, NOW).applied).toBe(false);
  });
});
