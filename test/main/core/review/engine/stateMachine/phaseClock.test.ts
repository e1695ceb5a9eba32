import { describe, expect, it } from 'vitest';
import type { AgentReview } from '../../../../../../shared/contract';
import type { EngineEvent } from '../../../../../../main/core/review/engine/stateMachine/events';
import { transition } from '../../../../../../main/core/review/engine/stateMachine/transition';
import { pendingReview } from '../../../../../support/pendingReview';

const T0 = '2026-11-22T12:00:00.000Z';

const pending = () => pendingReview(T0);

function at(minute: number): string {
  return `2026-11-22T12:${String(minute).padStart(2, '0')}:00.000Z`;
}

function step(review: AgentReview, event: EngineEvent, now: string): AgentReview {
  const next = transition(review, event, now);
  expect(next.applied, `${event.kind} in ${review.status}`).toBe(true);
  return next.review;
}

const free = { usd: 0, estimated: false };

/** A reviewer asking for changes names what to change. */
const finding = { file: 'a.ts', line: 1, severity: 'warning' as const, comment: 'Drops errors.' };

describe('phase clock and split-review parts', () => {
  it('starts the clock when a phase begins and keeps it through events inside the phase', () => {
    const reviewing = step(pending(), { kind: 'start', reviewerBusy: false }, at(1));
    expect(reviewing.phaseStartedAt).toBe(at(1));
    const delivered = step(reviewing, { kind: 'prompt-delivered' }, at(2));
    expect(delivered.phaseStartedAt).toBe(at(1));

    const fixing = step(
      delivered,
      {
        kind: 'review-answer',
        parsed: { verdict: 'changes-requested', comments: [finding] },
        raw: '',
        reviewerCost: free,
      },
      at(5),
    );
    expect(fixing.phase).toBe('author-fixing');
    expect(fixing.phaseStartedAt).toBe(at(5));

    const approved = step(
      step(fixing, { kind: 'author-done', response: 'done', authorCost: free }, at(7)),
      {
        kind: 'review-answer',
        parsed: { verdict: 'approved', comments: [] },
        raw: '',
        reviewerCost: free,
      },
      at(9),
    );
    expect(approved.status).toBe('approved');
    expect(approved.phaseStartedAt).toBe(at(9));
  });

  it('records which part of a split review is being reviewed, and forgets it with the phase', () => {
    const reviewing = step(pending(), { kind: 'start', reviewerBusy: false }, at(1));
    const part2 = step(reviewing, { kind: 'part-started', index: 2, count: 3 }, at(3));
    expect(part2.part).toEqual({ index: 2, count: 3 });
    // A part is not a new phase: its clock keeps running.
    expect(part2.phaseStartedAt).toBe(at(1));

    const fixing = step(
      part2,
      {
        kind: 'review-answer',
        parsed: { verdict: 'changes-requested', comments: [finding] },
        raw: '',
        reviewerCost: free,
      },
      at(4),
    );
    expect(fixing.part).toBeUndefined();
  });

  it('ignores a part outside the reviewing phase', () => {
    const queued = step(pending(), { kind: 'start', reviewerBusy: true }, at(1));
    expect(transition(queued, { kind: 'part-started', index: 1, count: 2 }, at(2)).applied).toBe(
      false,
    );
  });
});
