import { describe, expect, it } from 'vitest';
import type { AgentReview, HumanComment, ReviewComment } from '../../../shared/contract';
import { placedNow, placedPeople } from '../../../renderer/src/model/placedNow';

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
      people: [],
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
    expect(placedNow(review, 1, { round: 2, places: [], people: [] })).toBeNull();
  });
});

describe('placedPeople', () => {
  const mine = (id: string, line: number): HumanComment => ({
    id,
    file: 'a.js',
    line,
    severity: 'suggestion',
    comment: `comment ${id}`,
    createdAt: AT,
  });
  const people = [mine('moved', 3), mine('rewritten', 5), mine('unknown', 9)];

  it("moves a person's comment where its code went, outdated where its line was rewritten", () => {
    const shown = placedPeople(people, [
      { commentId: 'moved', file: 'a.js', line: 5, changed: false },
      { commentId: 'rewritten', file: 'b.js', line: 7, changed: true },
    ]);
    expect(shown).toEqual([
      { ...people[0], line: 5 },
      { ...people[1], file: 'b.js', line: 7, outdated: 'rewritten' },
      // No place known (made before trees were kept, or its tree is gone): as made.
      people[2],
    ]);
  });

  it("on a round's diff, a comment whose line came after the round is marked so", () => {
    const shown = placedPeople(
      people,
      [{ commentId: 'rewritten', file: 'a.js', line: 4, changed: true }],
      'later',
    );
    expect(shown[1]).toEqual({ ...people[1], line: 4, outdated: 'later' });
  });

  it('shows them as made until their places are known', () => {
    expect(placedPeople(people, null)).toBe(people);
  });
});
