import { describe, expect, it } from 'vitest';
import { canComment, commentsFor, resolveChoice } from '../../../renderer/src/model/diffChoice';
import { comment, humanComment, review, round } from './reviewFixture';

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
      human: [],
      round: 1,
      side: 'new',
    });
  });

  it('the previous round’s, on the old side, for the changes since it', () => {
    expect(commentsFor({ kind: 'round', round: 2, sinceLast: true }, twoRounds)).toEqual({
      comments: first,
      human: [],
      round: 1,
      side: 'old',
    });
  });

  it('the latest round’s on the diff as it is now; none before any round', () => {
    expect(commentsFor({ kind: 'now' }, twoRounds)).toMatchObject({ comments: second, round: 2 });
    expect(commentsFor({ kind: 'now' }, null)).toEqual({
      comments: [],
      human: [],
      round: null,
      side: 'new',
    });
  });
});

describe('people’s comments with the diff shown', () => {
  const sentIn1 = humanComment('h1', 'a.js', 3, { sentInRound: 1 });
  const sentIn2 = humanComment('h2', 'a.js', 4, { sentInRound: 2 });
  const waiting = humanComment('h3', 'a.js', 5);
  const commented = review({
    status: 'changes-requested',
    rounds: [round(1), round(2)],
    humanComments: [sentIn1, sentIn2, waiting],
  });

  it('a round shows the ones its feedback carried; the latest also those still waiting; now also the open ones', () => {
    const human = (choice: Parameters<typeof commentsFor>[0]) =>
      commentsFor(choice, commented).human;
    expect(human({ kind: 'round', round: 1, sinceLast: false })).toEqual([sentIn1]);
    expect(human({ kind: 'round', round: 2, sinceLast: false })).toEqual([sentIn2, waiting]);
    // The work as it is now also shows an earlier round's that nobody settled: it still asks something.
    expect(human({ kind: 'now' })).toEqual([sentIn1, sentIn2, waiting]);
    const settled = {
      ...commented,
      humanComments: [{ ...sentIn1, resolution: 'resolved' as const }],
    };
    expect(commentsFor({ kind: 'now' }, settled).human).toEqual([]);
    // Settled on the work as it is now, after round 2: it stays there, folded, till the next round.
    const settledNow = {
      ...commented,
      humanComments: [
        { ...sentIn1, resolution: 'resolved' as const, resolvedAt: '2025-01-01T00:05:00.000Z' },
      ],
    };
    expect(commentsFor({ kind: 'now' }, settledNow).human).toEqual(settledNow.humanComments);
    // On the changes since round 1, round 1's comments sit on the lines they were made on.
    expect(commentsFor({ kind: 'round', round: 2, sinceLast: true }, commented)).toMatchObject({
      human: [sentIn1],
      side: 'old',
    });
  });

  it('before any round, the diff as it is now shows the waiting ones', () => {
    const early = review({ humanComments: [waiting] });
    expect(commentsFor({ kind: 'now' }, early).human).toEqual([waiting]);
  });

  it('a person can comment where a new comment would show, during a review and after it', () => {
    const latest = { kind: 'round', round: 2, sinceLast: false } as const;
    expect(canComment({ kind: 'now' }, commented)).toBe(true);
    expect(canComment(latest, commented)).toBe(true);
    expect(canComment({ kind: 'now' }, review())).toBe(true);
    // An older round, the changes since the last one, no review, a cancelled review's round: no.
    expect(canComment({ kind: 'round', round: 1, sinceLast: false }, commented)).toBe(false);
    expect(canComment({ ...latest, sinceLast: true }, commented)).toBe(false);
    expect(canComment({ kind: 'now' }, null)).toBe(false);
    expect(canComment(latest, { ...commented, status: 'cancelled' })).toBe(false);
    // The work as it is now, after a cancelled review: yes, the next review carries it.
    expect(canComment({ kind: 'now' }, { ...commented, status: 'cancelled' })).toBe(true);
    // After a review too: such a comment goes to the author with "One more round".
    for (const status of [
      'approved',
      'max-rounds',
      'needs-discussion',
      'error',
      'paused',
      'interrupted',
      'in-progress',
    ] as const) {
      expect(canComment(latest, { ...commented, status })).toBe(true);
    }
  });
});
