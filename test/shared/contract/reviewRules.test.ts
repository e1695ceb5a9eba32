import { describe, expect, it } from 'vitest';
import type { AgentReview } from '../../../shared/contract';
import { ROUND_LIMIT, reviewStatuses } from '../../../shared/contract';
import { transition } from '../../../main/core/review/engine/stateMachine/transition';
import { reviewOutcome } from '../../../renderer/src/model/reviewStatus';
import { review, round } from '../../renderer/model/reviewFixture';

const NOW = '2026-11-27T09:00:00.000Z';
const waitingComment = {
  id: 'c1',
  file: 'a.ts',
  line: 1,
  severity: 'warning' as const,
  comment: 'Rename it.',
  createdAt: NOW,
};

/** Reviews in every status, with few rounds and with the most a review can have. */
function reviewsToTry(): AgentReview[] {
  const roundCounts = [1, ROUND_LIMIT - 1, ROUND_LIMIT];
  return reviewStatuses.flatMap((status) =>
    roundCounts.flatMap((count) => {
      const rounds = Array.from({ length: count }, (_, i) => round(i + 1));
      const base = review({ status, phase: undefined, rounds, maxRounds: count });
      return [base, { ...base, humanComments: [waitingComment] }];
    }),
  );
}

describe('one owner for the review rules', () => {
  it('offers "One more round" in the panel exactly when the core takes it', () => {
    for (const r of reviewsToTry()) {
      const offered = reviewOutcome(r)?.actions.includes('one-more-round') ?? false;
      const taken = transition(r, { kind: 'one-more-round', reviewerBusy: false }, NOW).applied;
      expect(offered, `${r.status} with ${r.rounds.length} rounds`).toBe(taken);
    }
  });

  it('never offers a round past the limit, even where a person is asked what next', () => {
    const rounds = Array.from({ length: ROUND_LIMIT }, (_, i) => round(i + 1));
    const atLimit = review({ status: 'max-rounds', phase: undefined, rounds, maxRounds: 20 });
    expect(reviewOutcome(atLimit)?.actions).toEqual(['approve-anyway']);
  });
});
