import { describe, expect, it } from 'vitest';
import { idleAuthorReason } from '../../../../../../main/core/review/findings/convergence';
import {
  dropsError,
  nit,
  changedRead,
  fixOf,
  changedOther,
  review,
  author,
  run,
  roundOne,
} from './findingsRounds';

/*
 * Findings followed from round to round by the state machine: ids, the
 * author's answers and the reviewer's rulings, the approval gate, and the
 * stall that ends a loop going round in circles before its last round.
 */
describe('findings across rounds', () => {
  it('gives each finding an id its comments carry, and keeps its history', () => {
    const r = run([
      roundOne,
      author('FINDING F1: FIXED — readFile errors are rethrown now'),
      review(
        { verdict: 'approved', comments: [], rulings: [{ id: 'F1', ruling: 'resolved' }] },
        changedRead,
      ),
    ]);
    expect(r.status).toBe('approved');
    expect(r.rounds[0]!.reviewComments[0]!.findingId).toBe('F1');
    expect(r.findings).toEqual([
      expect.objectContaining({
        id: 'F1',
        state: 'verified',
        raisedBy: [{ round: 1, sessionId: 'b', name: 'codex' }],
      }),
    ]);
    expect(r.findings![0]!.history.map((e) => [e.round, e.by.role, e.action, e.note])).toEqual([
      [1, 'reviewer', 'raised', undefined],
      [1, 'author', 'fixed', 'readFile errors are rethrown now'],
      [2, 'reviewer', 'verified', undefined],
    ]);
    // An approval that says nothing of it verifies it too, and the trail says so.
    const silent = run([
      roundOne,
      author('FINDING F1: FIXED — readFile errors are rethrown now'),
      review({ verdict: 'approved', comments: [] }, changedRead),
    ]);
    expect(silent.findings![0]!.history.at(-1)).toMatchObject({
      action: 'verified',
      note: 'approved without naming it',
    });
  });

  it('keeps rulings given with no verdict and asks only for the verdict, in the same round', () => {
    const rulingsAlone = review(
      { verdict: null, comments: [], rulings: [{ id: 'F1', ruling: 'resolved' }] },
      changedRead,
    );
    const events = [roundOne, author('FINDING F1: FIXED — rethrown'), rulingsAlone];
    const asked = run(events);
    expect(asked).toMatchObject({ status: 'in-progress', phase: 'reviewing', formatRetried: true });
    expect(asked.rounds).toHaveLength(2);
    expect(asked.rounds[1]).toMatchObject({ verdict: null, verdictRestatement: 'asked' });
    expect(asked.findings![0]).toMatchObject({ id: 'F1', state: 'verified' });
    // The restated verdict alone: the rulings of the answer before it stand.
    const r = run([...events, review({ verdict: 'approved', comments: [] })]);
    expect(r.status).toBe('approved');
    expect(r.rounds[1]).toMatchObject({ verdict: 'approved', verdictRestatement: 'restated' });
    expect(r.findings![0]).toMatchObject({ id: 'F1', state: 'verified' });
  });

  it('leaves it to a person when rulings come with no verdict twice and nothing is left open', () => {
    const rulingsAlone = review(
      { verdict: null, comments: [], rulings: [{ id: 'F1', ruling: 'resolved' }] },
      changedRead,
    );
    const r = run([roundOne, author('FINDING F1: FIXED — rethrown'), rulingsAlone, rulingsAlone]);
    // Not an author turn with nothing to fix: the review stops for a person to approve it.
    expect(r.status).toBe('stalled');
    expect(r.statusReason).toMatch(/no finding open but gave no verdict .* even when asked again/);
    expect(r.rounds).toHaveLength(2);
    expect(r.findings![0]).toMatchObject({ id: 'F1', state: 'verified' });
  });

  it('approves when the author declines a finding with a reason the reviewer accepts', () => {
    const r = run([
      roundOne,
      author('FINDING F1: DECLINED — an empty file is what callers expect here'),
      review(
        {
          verdict: 'approved',
          comments: [],
          rulings: [{ id: 'F1', ruling: 'withdrawn', note: 'fair' }],
        },
        { files: [] },
      ),
    ]);
    expect(r.status).toBe('approved');
    expect(r.findings![0]).toMatchObject({ state: 'withdrawn' });
  });

  it('stops as stalled after round 2 when the reviewer insists and the author changed nothing', () => {
    const r = run([
      roundOne,
      author('FINDING F1: DECLINED — an empty file is what callers expect here'),
      review(
        {
          verdict: 'changes-requested',
          comments: [],
          rulings: [{ id: 'F1', ruling: 'open', note: 'callers do not' }],
        },
        { files: [] },
      ),
    ]);
    expect(r.status).toBe('stalled');
    expect(r.rounds).toHaveLength(2);
    expect(r.statusReason).toBe(
      'The author changed nothing since round 1, and F1 is still open. The author declined F1; the reviewer keeps it open: in dispute.',
    );
    // The round states the finding again, so the panel and one more round's feedback carry it.
    expect(r.rounds[1]!.reviewComments).toEqual([{ ...dropsError, findingId: 'F1' }]);
    expect(r.findings![0]!.history.at(-1)).toMatchObject({
      action: 'reopened',
      note: 'callers do not',
    });
  });

  it('stalls on the same findings when the fix left their files alone, naming the dispute', () => {
    const r = run([
      roundOne,
      author('FINDING F1: DECLINED — by design'),
      review({ verdict: 'changes-requested', comments: [dropsError] }, changedOther),
    ]);
    expect(r.status).toBe('stalled');
    expect(r.statusReason).toBe(
      "Round 2 left the same findings open as round 1, and the author's changes did not touch them: F1 is still open. The author declined F1; the reviewer keeps it open: in dispute.",
    );
    // Restated in the same words: its history says it is still open, not the words again.
    expect(r.findings![0]!.history.at(-1)).toMatchObject({ action: 'reopened' });
    expect(r.findings![0]!.history.at(-1)!.note).toBeUndefined();
  });

  it('stalls on the same findings when the fix only changed lines far from them in their file', () => {
    // A line written at the top of src/read.ts: the finding's line 12 is now 13, its code unchanged.
    const atTop = fixOf(
      'src/read.ts',
      [1],
      [{ oldStart: 0, oldLines: 0, newStart: 1, newLines: 1, kept: [] }],
    );
    const r = run([
      roundOne,
      author('FINDING F1: FIXED — cleaned it up'),
      review(
        { verdict: 'changes-requested', comments: [], rulings: [{ id: 'F1', ruling: 'open' }] },
        atTop,
      ),
    ]);
    expect(r.status).toBe('stalled');
    expect(r.statusReason).toBe(
      "Round 2 left the same findings open as round 1, and the author's changes did not touch them: F1 is still open.",
    );
    // The finding stands where the fix moved its line.
    expect(r.rounds[1]!.reviewComments[0]).toMatchObject({ findingId: 'F1', line: 13 });
    // A line written just above it is work on it: the loop goes on.
    const above = fixOf(
      'src/read.ts',
      [10],
      [{ oldStart: 9, oldLines: 0, newStart: 10, newLines: 1, kept: [] }],
    );
    const working = run([
      roundOne,
      author('FINDING F1: FIXED — checked the error first'),
      review(
        { verdict: 'changes-requested', comments: [], rulings: [{ id: 'F1', ruling: 'open' }] },
        above,
      ),
    ]);
    expect(working).toMatchObject({ status: 'in-progress', phase: 'author-fixing' });
  });

  it('stops before a review that could only repeat the last: the author changed nothing and answered no finding', () => {
    const question =
      'Before I change anything: the console.log looks intentional.\nShould I remove it, or document why?';
    const asked = run([roundOne, author(question)]);
    expect(asked).toMatchObject({ status: 'in-progress', phase: 'reviewing' });
    const reason = idleAuthorReason(asked, { files: [] });
    expect(reason).toBe(
      'The author changed nothing since round 1 and answered no finding, so the reviewer was not asked to look again. The author said: “Before I change anything: the console.log looks intentional. Should I remove it, or document why?”',
    );
    const r = run([roundOne, author(question), { kind: 'review-skipped', reason: reason! }]);
    expect(r).toMatchObject({ status: 'stalled', statusReason: reason, phase: undefined });
    expect(r.rounds).toHaveLength(1);
    // An answer to a finding, or a change to a file, is something for the reviewer to look at.
    const declined = run([roundOne, author('FINDING F1: DECLINED — intended')]);
    expect(idleAuthorReason(declined, { files: [] })).toBeNull();
    expect(idleAuthorReason(asked, changedOther)).toBeNull();
  });

  it('goes on when the fix worked on the finding but the reviewer still sees it', () => {
    const r = run([
      roundOne,
      author('FINDING F1: FIXED — rethrown'),
      review(
        { verdict: 'changes-requested', comments: [], rulings: [{ id: 'F1', ruling: 'open' }] },
        changedRead,
      ),
    ]);
    expect(r).toMatchObject({ status: 'in-progress', phase: 'author-fixing' });
  });
});

describe('the approval gate', () => {
  it('approves a round with only suggestions open, whatever the verdict word', () => {
    const r = run([review({ verdict: 'changes-requested', comments: [nit] })]);
    expect(r.status).toBe('approved');
    expect(r.statusReason).toMatch(/no open finding at warning or above \(F1 can wait\)/);
  });

  it('holds the loop for a suggestion under the strictest gate, and lets a warning pass under the error gate', () => {
    expect(
      run([review({ verdict: 'changes-requested', comments: [nit] })], { gate: 'suggestion' })
        .phase,
    ).toBe('author-fixing');
    expect(
      run([review({ verdict: 'changes-requested', comments: [dropsError] })], { gate: 'error' })
        .status,
    ).toBe('approved');
  });
});
