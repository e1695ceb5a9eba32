import { describe, expect, it } from 'vitest';
import type { AgentReview, ReviewComment } from '../../../shared/contract';
import { placedNow } from '../../../renderer/src/model/placedNow';

const AT = '2025-01-01T10:00:00.000Z';
const made: ReviewComment[] = [
  { file: 'a.js', line: 2, severity: 'warning', comment: 'debug output' },
  { file: 'a.js', line: 5, endLine: 6, severity: 'error', comment: 'off by one' },
];
const review = {
  rounds: [
    {
      roundNumber: 1,
      verdict: 'changes-requested',
      reviewComments: made,
      authorResponse: '',
      cost: { author: 0, reviewer: 0, total: 0, estimated: false },
      timestamp: AT,
    },
  ],
} as unknown as AgentReview;

describe('placedNow', () => {
  it("shows the round's comments on their lines now, each tied to its place in the round", () => {
    const placed = placedNow(review, 1, {
      round: 1,
      places: [
        { index: 0, file: 'a.js', line: 4, changed: false },
        { index: 1, file: 'b.js', line: 7, endLine: 8, changed: true },
      ],
    });
    expect(placed?.comments).toEqual([
      { ...made[0], line: 4 },
      // Its file was renamed since.
      { ...made[1], file: 'b.js', line: 7, endLine: 8 },
    ]);
    expect(placed?.places.get(placed.comments[1]!)).toEqual({
      index: 1,
      file: 'b.js',
      line: 7,
      endLine: 8,
      changed: true,
    });
  });

  it('leaves them as made while the places known are of another round, or not known yet', () => {
    expect(placedNow(review, 1, null)).toBeNull();
    expect(placedNow(review, 1, { round: 2, places: [] })).toBeNull();
  });
});
