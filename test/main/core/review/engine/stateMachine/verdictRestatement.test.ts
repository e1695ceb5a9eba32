import { describe, expect, it } from 'vitest';
import type { AgentReview, ParsedReview } from '../../../../../../shared/contract';
import type { EngineEvent } from '../../../../../../main/core/review/engine/stateMachine/events';
import { transition } from '../../../../../../main/core/review/engine/stateMachine/transition';
import { pendingReview } from '../../../../../support/pendingReview';

/*
 * A verdict in the wrong form (no nonce, a JSON "pass") is read as meant: the
 * reviewer is asked once to restate it, never silently counted as changes
 * requested, and the round says what happened.
 */
const NOW = '2026-11-27T10:00:00.000Z';
const free = { usd: 0.01, estimated: false };
// A warning: with only suggestions the gate approves whatever the verdict (see the last test).
const suggestion = {
  file: 'src/a.ts',
  line: 3,
  severity: 'warning' as const,
  comment: 'The error from readFile is dropped.',
};
const unsignedApproval: ParsedReview = {
  verdict: null,
  comments: [suggestion],
  unsignedVerdict: 'approved',
};

function answer(parsed: ParsedReview, raw = 'answer'): EngineEvent {
  return { kind: 'review-answer', parsed, raw, reviewerCost: free };
}

/** Runs events in order from a started review; each must apply. */
function run(events: EngineEvent[], over: Partial<AgentReview> = {}) {
  let r = transition(pendingReview(NOW, over), { kind: 'start', reviewerBusy: false }, NOW).review;
  const effects = [];
  for (const e of events) {
    const t = transition(r, e, NOW);
    expect(t.applied, `event ${e.kind} in status ${r.status}`).toBe(true);
    r = t.review;
    effects.push(...t.effects);
  }
  return { review: r, effects };
}

describe('a verdict in the wrong form', () => {
  it('asks once for the verdict again, in the same round, keeping the comments', () => {
    const { review: r, effects } = run([answer(unsignedApproval)]);
    expect(r).toMatchObject({ status: 'in-progress', phase: 'reviewing', formatRetried: true });
    expect(effects).toEqual([{ kind: 'request-review', round: 1, reminder: true }]);
    expect(r.rounds).toHaveLength(1);
    expect(r.rounds[0]).toMatchObject({
      verdict: null,
      reviewComments: [suggestion],
      verdictRestatement: 'asked',
    });
  });

  it('approves once restated in form, with the first answer’s comments, in round 1', () => {
    const { review: r } = run([
      answer(unsignedApproval),
      answer({ verdict: 'approved', comments: [] }, 'VERDICT <nonce>: APPROVED'),
    ]);
    expect(r.status).toBe('approved');
    expect(r.rounds).toHaveLength(1);
    expect(r.rounds[0]).toMatchObject({
      verdict: 'approved',
      reviewComments: [suggestion],
      verdictRestatement: 'restated',
    });
  });

  it('counts what the comments say when the restatement is still out of form, and says so', () => {
    const { review: r, effects } = run([answer(unsignedApproval), answer(unsignedApproval)]);
    expect(r.rounds[0]).toMatchObject({
      verdict: 'changes-requested',
      verdictRestatement: 'unread',
    });
    expect(effects.filter((e) => e.kind === 'request-review')).toHaveLength(1);
    expect(r.phase).toBe('author-fixing');
  });

  it('keeps the comments when the restatement cannot be read at all', () => {
    const { review: r } = run([
      answer(unsignedApproval),
      { kind: 'review-malformed', raw: 'gibberish', reviewerCost: free },
    ]);
    expect(r.rounds[0]).toMatchObject({
      verdict: 'changes-requested',
      reviewComments: [suggestion],
      verdictRestatement: 'unread',
    });
  });

  it('asks nothing when the verdict meant is what the comments say: changes requested', () => {
    const unsignedChanges: ParsedReview = {
      ...unsignedApproval,
      unsignedVerdict: 'changes-requested',
    };
    const { review: r, effects } = run([answer(unsignedChanges)]);
    expect(effects.filter((e) => e.kind === 'request-review')).toEqual([]);
    expect(r.rounds[0]).toMatchObject({ verdict: 'changes-requested' });
    expect(r.rounds[0]!.verdictRestatement).toBeUndefined();
  });

  it('asks again beside only suggestions too: the gate approves only over a verdict in form', () => {
    const nit = { ...suggestion, severity: 'suggestion' as const };
    const unsigned = answer({ ...unsignedApproval, comments: [nit] });
    const asked = run([unsigned]);
    expect(asked.effects).toEqual([{ kind: 'request-review', round: 1, reminder: true }]);
    // Restated in form, the approval stands; a verdict in form asking for changes would have
    // been approved by the gate all the same (findingsLoop.test.ts).
    const { review: r } = run([unsigned, answer({ verdict: 'approved', comments: [] })]);
    expect(r.status).toBe('approved');
  });

  it('never approves by the gate an answer with no verdict of its own (quoted blocks)', () => {
    const nit = { ...suggestion, severity: 'suggestion' as const };
    const { review: r } = run([answer({ verdict: null, comments: [nit], quotedVerdict: true })]);
    expect(r.status).not.toBe('approved');
    expect(r.rounds[0]).toMatchObject({ verdict: 'changes-requested' });
  });

  it('asks once for the findings when changes are asked for but no block could be read', () => {
    const blocksUnread: ParsedReview = { verdict: 'changes-requested', comments: [] };
    const asked = run([answer(blocksUnread, 'Issue 1 (major): the error is dropped')]);
    expect(asked.effects).toEqual([{ kind: 'request-review', round: 1, reminder: true }]);
    expect(asked.review.rounds[0]).toMatchObject({ verdict: null, reviewComments: [] });
    // Given in form the second time, they count; the round is the same.
    const { review: r } = run([
      answer(blocksUnread),
      answer({ verdict: 'changes-requested', comments: [suggestion] }),
    ]);
    expect(r.rounds).toHaveLength(1);
    expect(r.rounds[0]!.reviewComments).toHaveLength(1);
    expect(r.phase).toBe('author-fixing');
  });

  it('stops for a person, not in error, when a bare verdict out of form is all it gives, even asked again', () => {
    const bare: ParsedReview = { verdict: null, comments: [], unsignedVerdict: 'approved' };
    const { review: r, effects } = run([answer(bare), answer(bare)]);
    expect(r.status).toBe('stalled');
    expect(r.statusReason).toBe(
      "The reviewer left no finding open and wrote APPROVED without this round's nonce, even when asked again: approve anyway if you agree.",
    );
    expect(r.rounds).toHaveLength(1);
    expect(r.rounds[0]!.rawAnswer).toContain('answer');
    expect(effects.filter((e) => e.kind === 'send-feedback')).toEqual([]);
  });

  it('stops for a person when changes are asked for twice with no finding it could read, sending the author nothing', () => {
    const blocksUnread: ParsedReview = { verdict: 'changes-requested', comments: [] };
    const prose = 'Please remove the console.log call on line 2 of math.js.';
    const { review: r, effects } = run([answer(blocksUnread, prose), answer(blocksUnread, prose)]);
    expect(r.status).toBe('stalled');
    expect(r.statusReason).toMatch(
      /^The reviewer asked for changes but gave no finding Parley could read, even when asked again/,
    );
    expect(r.rounds[0]!.rawAnswer).toContain('console.log');
    expect(effects.filter((e) => e.kind === 'send-feedback')).toEqual([]);
    expect(effects.filter((e) => e.kind === 'request-review')).toHaveLength(1);
  });
});
