import { describe, expect, it } from 'vitest';
import {
  commentStateText,
  commentsSentIn,
  commentTextProblem,
  MAX_COMMENT_CHARS,
  unsentComments,
  unsentCommentText,
} from '../../../renderer/src/model/humanComments';
import { humanComment, review, round } from './reviewFixture';

describe('a person’s comment', () => {
  it('says whether it still waits for the next feedback or which round sent it', () => {
    expect(commentStateText(humanComment('a', 'x.js', 1))).toBe('Waits for the next feedback');
    expect(commentStateText(humanComment('a', 'x.js', 1, { sentInRound: 3 }))).toBe(
      'Sent in round 3',
    );
  });

  it('not sent yet, says what will carry it: the next feedback, the next review, or nothing', () => {
    const waiting = humanComment('a', 'x.js', 1);
    const open = unsentCommentText(review({ status: 'approved' }), true);
    expect(commentStateText(waiting, open)).toBe('Waits for the next feedback');
    expect(unsentCommentText(review({ status: 'approved' }), false)).toBe(
      'Not sent: the author session is closed',
    );
    expect(unsentCommentText(review({ status: 'cancelled' }), true)).toBe(
      'Waits for the next review of this work',
    );
  });

  it('is listed with the round whose feedback carried it, or as not sent yet', () => {
    const sent = humanComment('a', 'x.js', 1, { sentInRound: 1 });
    const waiting = humanComment('b', 'x.js', 2);
    const r = review({ rounds: [round(1), round(2)], humanComments: [sent, waiting] });
    expect(commentsSentIn(r, 1)).toEqual([sent]);
    expect(commentsSentIn(r, 2)).toEqual([]);
    expect(unsentComments(r)).toEqual([waiting]);
    expect(unsentComments(review())).toEqual([]);
  });

  it('needs some text, and not more than the core takes', () => {
    expect(commentTextProblem('  \n ')).toBe('Write a comment first.');
    expect(commentTextProblem(' Rename this. ')).toBeNull();
    expect(commentTextProblem('x'.repeat(MAX_COMMENT_CHARS))).toBeNull();
    expect(commentTextProblem('x'.repeat(MAX_COMMENT_CHARS + 1))).toMatch(
      /at most 20,000 characters/,
    );
  });
});
