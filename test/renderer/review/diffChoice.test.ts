import { describe, expect, it } from 'vitest';
import { commentsFor, resolveChoice } from '../../../renderer/src/review/diffChoice';
import { comment, review, round } from './reviewFixture';

const first = [comment('a.js', 2)];
const second = [comment('a.js', 9)];
const twoRounds = review({
  status: 'max-rounds',
  rounds: [round(1, { reviewComments: first }), round(2, { reviewComments: second })],
});

describe('which diff the panel shows', () => {
  it('shows the diff as it is now until a round is answered, then the latest round', () => {
    expect(resolveChoice(null, null)).toEqual({ kind: 'now' });
    expect(resolveChoice(null, review())).toEqual({ kind: 'now' });
    expect(resolveChoice(null, twoRounds)).toEqual({ kind: 'round', round: 2, sinceLast: false });
  });

  it('keeps what the person picked while it exists', () => {
    expect(resolveChoice({ kind: 'now' }, twoRounds)).toEqual({ kind: 'now' });
    const pick = { kind: 'round', round: 1, sinceLast: false } as const;
    expect(resolveChoice(pick, twoRounds)).toEqual(pick);
    expect(resolveChoice({ kind: 'round', round: 5, sinceLast: false }, twoRounds)).toEqual({
      kind: 'round',
      round: 2,
      sinceLast: false,
    });
    // Round 1 has nothing before it to compare with.
    expect(resolveChoice({ kind: 'round', round: 1, sinceLast: true }, twoRounds)).toEqual(pick);
  });
});

describe('which comments go with it', () => {
  it('a round’s own on its reviewed diff, on the new side', () => {
    expect(commentsFor({ kind: 'round', round: 1, sinceLast: false }, twoRounds)).toEqual({
      comments: first,
      round: 1,
      side: 'new',
    });
  });

  it('the previous round’s, on the old side, for the changes since it', () => {
    expect(commentsFor({ kind: 'round', round: 2, sinceLast: true }, twoRounds)).toEqual({
      comments: first,
      round: 1,
      side: 'old',
    });
  });

  it('the latest round’s on the diff as it is now; none before any round', () => {
    expect(commentsFor({ kind: 'now' }, twoRounds)).toMatchObject({ comments: second, round: 2 });
    expect(commentsFor({ kind: 'now' }, null)).toEqual({ comments: [], round: null, side: 'new' });
  });
});
