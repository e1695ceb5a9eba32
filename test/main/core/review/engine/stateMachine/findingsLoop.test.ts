import { describe, expect, it } from 'vitest';
import type { AgentReview, ParsedReview, ReviewComment } from '../../../../../../shared/contract';
import type { EngineEvent } from '../../../../../../main/core/review/engine/stateMachine/events';
import { transition } from '../../../../../../main/core/review/engine/stateMachine/transition';
import type { FixChanges } from '../../../../../../main/core/review/findings/fixChanges';
import { pendingReview } from '../../../../../support/pendingReview';

/*
 * Findings followed from round to round by the state machine: ids, the
 * author's answers and the reviewer's rulings, the approval gate, and the
 * stall that ends a loop going round in circles before its last round.
 */
const NOW = '2026-11-27T10:00:00.000Z';
const free = { usd: 0.01, estimated: false };
const dropsError: ReviewComment = {
  file: 'src/read.ts',
  line: 12,
  severity: 'warning',
  comment: 'The error from readFile is dropped: a missing file reads as empty.',
};
const nit: ReviewComment = {
  file: 'src/read.ts',
  line: 30,
  severity: 'suggestion',
  comment: 'A shorter name would read better.',
};
/** A fix of one file (not renamed) that wrote `lines`. */
const fixOf = (path: string, lines: number[], hunks: FixHunks = []): FixChanges => ({
  files: [{ path, before: path, lines, hunks }],
});
type FixHunks = FixChanges['files'][number]['hunks'];
const changedRead = fixOf('src/read.ts', [12, 13]);
const changedOther = fixOf('src/other.ts', [1]);

function review(parsed: ParsedReview, fix?: FixChanges): EngineEvent {
  return {
    kind: 'review-answer',
    parsed,
    raw: 'answer',
    reviewerCost: free,
    ...(fix ? { fix } : {}),
  };
}
function author(response: string): EngineEvent {
  return { kind: 'author-done', response, authorCost: free };
}

function run(events: EngineEvent[], over: Partial<AgentReview> = {}): AgentReview {
  const names = { sessionNames: { a: 'claude', b: 'codex' } };
  let r = transition(
    pendingReview(NOW, { ...names, ...over }),
    { kind: 'start', reviewerBusy: false },
    NOW,
  ).review;
  for (const e of events) {
    const t = transition(r, e, NOW);
    expect(t.applied, `event ${e.kind} in status ${r.status}`).toBe(true);
    r = t.review;
  }
  return r;
}

const roundOne = review({ verdict: 'changes-requested', comments: [dropsError] });

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
