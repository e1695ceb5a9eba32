import { describe, expect, it } from 'vitest';
import type { ReviewComment } from '../../../../../../shared/contract';
import {
  dropsError,
  nit,
  fixOf,
  changedRead,
  changedOther,
  review,
  author,
  run,
  roundOne,
} from './findingsRounds';

/*
 * How the state machine tells which finding a reviewer's comment speaks of
 * when it does not say (no id): restated blocks, moved lines, rulings over
 * blocks, withdrawn findings, comments the fix caused.
 */
describe('a restated comment and its finding', () => {
  it('reads a reviewer that never answers by id: a restated block is the same finding, a left-out one verified', () => {
    const moved = { ...dropsError, line: 13, comment: 'The error from readFile is still dropped.' };
    const other = { ...nit, severity: 'warning' as const, line: 40, comment: 'Log the path.' };
    const r = run([
      review({ verdict: 'changes-requested', comments: [dropsError, other] }),
      author('Fixed both.'),
      review({ verdict: 'changes-requested', comments: [moved] }, changedRead),
    ]);
    expect(r.rounds[1]!.reviewComments).toEqual([{ ...moved, findingId: 'F1' }]);
    // In new words, which its history keeps.
    expect(r.findings![0]!.history.at(-1)).toMatchObject({
      action: 'reopened',
      note: 'The error from readFile is still dropped.',
    });
    expect(r.findings!.map((f) => [f.id, f.state])).toEqual([
      ['F1', 'reopened'],
      ['F2', 'verified'],
    ]);
  });

  it('takes a comment in other words on the unchanged lines of a declined finding for that finding: in dispute', () => {
    const insisting = {
      ...dropsError,
      comment: 'Still not convinced: callers cannot tell a missing file from an empty one.',
    };
    const r = run([
      roundOne,
      author('FINDING F1: DECLINED — an empty file is what callers expect'),
      review({ verdict: 'changes-requested', comments: [insisting] }, { files: [] }),
    ]);
    // Not a new F2 beside an F1 "verified" by being left out.
    expect(r.findings!.map((f) => [f.id, f.state])).toEqual([['F1', 'reopened']]);
    expect(r.findings![0]!.history.at(-1)).toMatchObject({
      action: 'reopened',
      note: insisting.comment,
    });
    expect(r.status).toBe('stalled');
    expect(r.statusReason).toMatch(
      /The author declined F1; the reviewer keeps it open: in dispute/,
    );
    // On lines the fix rewrote, other words are another problem.
    const rewritten = fixOf(
      'src/read.ts',
      [12],
      [{ oldStart: 12, oldLines: 1, newStart: 12, newLines: 1, kept: [] }],
    );
    const other = run([
      roundOne,
      author('FINDING F1: FIXED — rethrown'),
      review({ verdict: 'changes-requested', comments: [insisting] }, rewritten),
    ]);
    expect(other.findings!.map((f) => [f.id, f.state])).toEqual([
      ['F1', 'verified'],
      ['F2', 'open'],
    ]);
  });

  it('follows a finding to where the fix moved its lines: restated there, it is the same; left open, it shows there', () => {
    // The fix wrote seven lines above line 12 of src/read.ts (and nothing else there).
    const sevenAbove = fixOf(
      'src/read.ts',
      [3, 4, 5, 6, 7, 8, 9],
      [{ oldStart: 2, oldLines: 0, newStart: 3, newLines: 7, kept: [] }],
    );
    const declined = run([
      roundOne,
      author('F1: declined, callers check for an empty file.'),
      review({ verdict: 'changes-requested', comments: [{ ...dropsError, line: 19 }] }, sevenAbove),
    ]);
    expect(declined.findings!.map((f) => [f.id, f.state])).toEqual([['F1', 'reopened']]);
    expect(declined.rounds[1]!.reviewComments).toEqual([
      { ...dropsError, line: 19, findingId: 'F1' },
    ]);
    // Ruled still open without a block: its comment stands on the line the fix moved it to.
    const ruled = run([
      roundOne,
      author('Fixed.'),
      review(
        { verdict: 'changes-requested', comments: [], rulings: [{ id: 'F1', ruling: 'open' }] },
        sevenAbove,
      ),
    ]);
    expect(ruled.rounds[1]!.reviewComments).toEqual([{ ...dropsError, line: 19, findingId: 'F1' }]);
  });

  it('takes a problem of the whole file said again in the same words on another line for the same finding, not a new one', () => {
    const noTest: ReviewComment = {
      file: 'src/read.ts',
      line: 2,
      severity: 'suggestion',
      comment: 'readAll is added or changed but no test covers it.',
    };
    const elsewhere = { ...noTest, line: 30 };
    const r = run(
      [
        review({ verdict: 'changes-requested', comments: [noTest] }),
        author('F1: declined, the integration suite covers it.'),
        review({ verdict: 'changes-requested', comments: [elsewhere] }, changedRead),
      ],
      { gate: 'suggestion' },
    );
    expect(r.findings!.map((f) => [f.id, f.state])).toEqual([['F1', 'reopened']]);
    expect(r.rounds[1]!.reviewComments).toEqual([{ ...elsewhere, findingId: 'F1' }]);
    // Other words on a far line are another problem.
    const other = { ...elsewhere, comment: 'readAll reads the whole file into memory.' };
    const two = run(
      [
        review({ verdict: 'changes-requested', comments: [noTest] }),
        author('Fixed.'),
        review({ verdict: 'changes-requested', comments: [other] }, changedRead),
      ],
      { gate: 'suggestion' },
    );
    expect(two.findings!.map((f) => [f.id, f.state])).toEqual([
      ['F1', 'verified'],
      ['F2', 'open'],
    ]);
  });

  it('takes a comment restated without its id for the finding nearest to it, of two alike', () => {
    const read: ReviewComment = {
      file: 'src/io.ts',
      line: 10,
      severity: 'warning',
      comment: 'The error from readFile is dropped: a failed read returns nothing.',
    };
    const write: ReviewComment = {
      ...read,
      line: 12,
      comment: 'The error from writeFile is dropped: a failed write returns nothing.',
    };
    const writeAgain = { ...write, comment: 'The error from writeFile is still dropped.' };
    const r = run([
      review({ verdict: 'changes-requested', comments: [read, write] }),
      author('Fixed both.'),
      review({ verdict: 'changes-requested', comments: [writeAgain] }, { files: [] }),
    ]);
    expect(r.rounds[1]!.reviewComments).toEqual([{ ...writeAgain, findingId: 'F2' }]);
    expect(r.findings!.map((f) => [f.id, f.state])).toEqual([
      ['F1', 'verified'],
      ['F2', 'reopened'],
    ]);
  });

  it('believes a ruling over a block the reviewer wrote for that finding to say what became of it', () => {
    const saidFixed = { ...dropsError, findingId: 'F1', comment: 'Fixed: the error is rethrown.' };
    const nearby = { ...dropsError, line: 14, comment: 'The error from readFile loses its path.' };
    const r = run([
      roundOne,
      author('FINDING F1: FIXED — rethrown'),
      review(
        {
          verdict: 'changes-requested',
          comments: [saidFixed, nearby],
          rulings: [{ id: 'F1', ruling: 'resolved' }],
        },
        changedRead,
      ),
    ]);
    // The block citing F1 is no problem of this round; one near it that does not cite it is new.
    expect(r.rounds[1]!.reviewComments).toEqual([{ ...nearby, findingId: 'F2' }]);
    expect(r.findings!.map((f) => [f.id, f.state])).toEqual([
      ['F1', 'verified'],
      ['F2', 'open'],
    ]);
  });

  it('does not raise again, as a new finding, what the reviewer withdraws in the same answer', () => {
    const echo = {
      ...dropsError,
      comment: 'The error from readFile is dropped, but callers expect that.',
    };
    const r = run([
      roundOne,
      author('FINDING F1: DECLINED — callers expect an empty read'),
      review(
        {
          verdict: 'approved',
          comments: [echo],
          rulings: [{ id: 'F1', ruling: 'withdrawn', note: 'fair' }],
        },
        { files: [] },
      ),
    ]);
    expect(r.status).toBe('approved');
    expect(r.rounds[1]!.reviewComments).toEqual([]);
    expect(r.findings!.map((f) => [f.id, f.state])).toEqual([['F1', 'withdrawn']]);
  });

  it('takes a comment in another file that names a finding for a new finding, not that one', () => {
    const elsewhere: ReviewComment = {
      file: 'src/write.ts',
      line: 5,
      severity: 'warning',
      comment: 'Same mistake as F1: the error from writeFile is dropped too.',
    };
    const restated = { ...dropsError, comment: 'F1 is not fixed: the error is still dropped.' };
    const r = run([
      roundOne,
      author('FINDING F1: FIXED — rethrown'),
      review({ verdict: 'changes-requested', comments: [elsewhere, restated] }, changedRead),
    ]);
    expect(r.rounds[1]!.reviewComments).toEqual([
      { ...restated, findingId: 'F1' },
      { ...elsewhere, findingId: 'F2' },
    ]);
    expect(r.findings!.map((f) => [f.id, f.state])).toEqual([
      ['F1', 'reopened'],
      ['F2', 'open'],
    ]);
  });

  it('tags a new finding on lines the fix wrote as coming from the fix', () => {
    const onFix = {
      ...dropsError,
      line: 13,
      severity: 'error' as const,
      comment: 'The rethrow loses the cause.',
    };
    const r = run([
      roundOne,
      author('FINDING F1: FIXED'),
      review(
        {
          verdict: 'changes-requested',
          comments: [onFix],
          rulings: [{ id: 'F1', ruling: 'resolved' }],
        },
        changedRead,
      ),
    ]);
    expect(r.findings!.find((f) => f.id === 'F2')).toMatchObject({ fromFix: true, state: 'open' });
  });

  it('does not bring back a withdrawn finding raised again on the same lines', () => {
    const r = run([
      roundOne,
      author('FINDING F1: DECLINED — by design'),
      review(
        {
          verdict: 'changes-requested',
          comments: [{ ...nit, severity: 'warning' }],
          rulings: [{ id: 'F1', ruling: 'withdrawn' }],
        },
        changedOther,
      ),
      author('FINDING F2: FIXED'),
      review(
        {
          verdict: 'changes-requested',
          comments: [dropsError],
          rulings: [{ id: 'F2', ruling: 'resolved' }],
        },
        changedRead,
      ),
    ]);
    expect(r.status).toBe('approved');
    expect(r.findings!.map((f) => [f.id, f.state])).toEqual([
      ['F1', 'withdrawn'],
      ['F2', 'verified'],
    ]);
  });
});
