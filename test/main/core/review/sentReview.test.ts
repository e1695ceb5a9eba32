import { describe, expect, it } from 'vitest';
import type { ReviewRound } from '../../../../shared/contract';
import { sentReview } from '../../../../main/core/review/sentReview';
import { pendingReview } from '../../../support/pendingReview';

function round(roundNumber: number, verdict: ReviewRound['verdict'], rawAnswer?: string) {
  return {
    roundNumber,
    verdict,
    reviewComments: [],
    authorResponse: 'Fixed.',
    cost: { author: 0, reviewer: 0, total: 0, estimated: false },
    timestamp: '2026-01-01T00:00:00.000Z',
    ...(rawAnswer === undefined ? {} : { rawAnswer }),
  };
}

describe('sentReview', () => {
  it("leaves out a read round's raw answer and keeps an unreadable round's, the stored review untouched", () => {
    const stored = pendingReview('2026-01-01T00:00:00.000Z', {
      rounds: [
        round(1, 'changes-requested', '● Read(src/a.ts)\n… the whole turn …'),
        round(2, null, 'Looks fine to me, mostly.'),
      ],
    });
    const sent = sentReview(stored);
    expect(sent.rounds[0]).not.toHaveProperty('rawAnswer');
    expect(sent.rounds[0]!.authorResponse).toBe('Fixed.');
    expect(sent.rounds[1]!.rawAnswer).toBe('Looks fine to me, mostly.');
    expect(stored.rounds[0]!.rawAnswer).toContain('the whole turn');
  });

  it('sends a review with nothing to leave out as it is', () => {
    const review = pendingReview('2026-01-01T00:00:00.000Z', {
      rounds: [round(1, 'approved'), round(2, null, 'no verdict')],
    });
    expect(sentReview(review)).toBe(review);
  });
});
