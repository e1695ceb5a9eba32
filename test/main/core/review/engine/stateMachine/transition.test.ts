import { describe, expect, it } from 'vitest';
import type { AgentReview, ParsedReview } from '../../../../../../shared/contract';
import type { EngineEvent } from '../../../../../../main/core/review/engine/stateMachine/events';
import { transition } from '../../../../../../main/core/review/engine/stateMachine/transition';
import { pendingReview } from '../../../../../support/pendingReview';

const NOW = '2026-11-22T12:00:00.000Z';

const review = (over: Partial<AgentReview> = {}) => pendingReview(NOW, over);

const comment = {
  file: 'src/a.ts',
  line: 3,
  severity: 'warning' as const,
  comment: 'Remove the console.log.',
};
const changes: ParsedReview = { verdict: 'changes-requested', comments: [comment] };
const approved: ParsedReview = { verdict: 'approved', comments: [] };
const free = { usd: 0.01, estimated: false };

/** Runs events in order; each must apply. */
function run(start: AgentReview, events: EngineEvent[]) {
  let r = start;
  const effects: string[] = [];
  for (const e of events) {
    const t = transition(r, e, NOW);
    expect(t.applied, `event ${e.kind} in status ${r.status}`).toBe(true);
    r = t.review;
    effects.push(...t.effects.map((x) => x.kind));
  }
  return { review: r, effects };
}

describe('review state machine', () => {
  it('starts by asking the reviewer for round 1', () => {
    const t = transition(review(), { kind: 'start', reviewerBusy: false }, NOW);
    expect(t.review.status).toBe('in-progress');
    expect(t.review.phase).toBe('reviewing');
    expect(t.effects).toEqual([{ kind: 'request-review', round: 1, reminder: false }]);
  });

  it('queues while the reviewer serves another review, then starts', () => {
    const { review: r, effects } = run(review(), [
      { kind: 'start', reviewerBusy: true },
      { kind: 'reviewer-free' },
    ]);
    expect(r.status).toBe('in-progress');
    expect(effects).toEqual(['request-review']);
  });

  it('loops author and reviewer until approved, recording each round', () => {
    const { review: r, effects } = run(review(), [
      { kind: 'start', reviewerBusy: false },
      { kind: 'review-answer', parsed: changes, raw: 'raw1', reviewerCost: free },
      { kind: 'author-done', response: 'Removed it.', authorCost: { usd: 0.02, estimated: true } },
      { kind: 'review-answer', parsed: approved, raw: 'raw2', reviewerCost: free },
    ]);
    expect(r.status).toBe('approved');
    expect(r.rounds.map((x) => x.verdict)).toEqual(['changes-requested', 'approved']);
    expect(r.rounds[0]!.authorResponse).toBe('Removed it.');
    expect(r.rounds.map((x) => x.reviewerSessionId)).toEqual(['b', 'b']);
    expect(r.rounds[0]!.cost).toEqual({
      author: 0.02,
      reviewer: 0.01,
      total: 0.03,
      estimated: true,
    });
    expect(r.totalCost).toBeCloseTo(0.04);
    expect(effects.filter((k) => k === 'request-review')).toHaveLength(2);
    expect(effects.filter((k) => k === 'send-feedback')).toHaveLength(1);
  });

  it('stops at max rounds without sending more feedback', () => {
    const { review: r, effects } = run(review({ maxRounds: 1 }), [
      { kind: 'start', reviewerBusy: false },
      { kind: 'review-answer', parsed: changes, raw: '', reviewerCost: free },
    ]);
    expect(r.status).toBe('max-rounds');
    expect(effects).not.toContain('send-feedback');
  });

  it('stops at once when the reviewer asks for a human', () => {
    const { review: r } = run(review(), [
      { kind: 'start', reviewerBusy: false },
      {
        kind: 'review-answer',
        parsed: { verdict: 'needs-discussion', comments: [] },
        raw: '',
        reviewerCost: free,
      },
    ]);
    expect(r.status).toBe('needs-discussion');
  });

  it('without auto-iterate waits for a person to send the feedback', () => {
    const { review: r } = run(review({ autoIterate: false }), [
      { kind: 'start', reviewerBusy: false },
      { kind: 'review-answer', parsed: changes, raw: '', reviewerCost: free },
    ]);
    expect(r.status).toBe('changes-requested');
    const t = transition(r, { kind: 'send-feedback' }, NOW);
    expect(t.review.phase).toBe('author-fixing');
    expect(t.effects).toEqual([{ kind: 'send-feedback', round: 1 }]);
  });

  it("sends people's unsent comments with the next feedback, once", () => {
    const human = {
      id: 'c1',
      file: 'src/a.ts',
      line: 5,
      severity: 'suggestion' as const,
      comment: 'Name this better.',
      createdAt: NOW,
    };
    const waiting = run(review({ autoIterate: false, humanComments: [human] }), [
      { kind: 'start', reviewerBusy: false },
      { kind: 'review-answer', parsed: changes, raw: '', reviewerCost: free },
    ]).review;
    expect(waiting.humanComments![0]!.sentInRound).toBeUndefined();
    const sent = transition(waiting, { kind: 'send-feedback' }, NOW).review;
    expect(sent.humanComments![0]!.sentInRound).toBe(1);
  });

  it('retries a malformed answer once with a reminder, then errors keeping the raw answer', () => {
    const first = run(review(), [
      { kind: 'start', reviewerBusy: false },
      { kind: 'review-malformed', raw: 'gibberish', reviewerCost: free },
    ]);
    expect(first.review.status).toBe('in-progress');
    const t = transition(
      first.review,
      { kind: 'review-malformed', raw: 'still gibberish', reviewerCost: free },
      NOW,
    );
    expect(t.review.status).toBe('error');
    expect(t.review.rounds).toHaveLength(1);
    expect(t.review.rounds[0]!.rawAnswer).toContain('gibberish');
    expect(t.review.rounds[0]!.rawAnswer).toContain('still gibberish');
  });

  it('pauses before a phase would pass the cost ceiling and goes on when raised', () => {
    const paused = run(review({ costCeiling: 0.05 }), [
      { kind: 'start', reviewerBusy: false },
      {
        kind: 'review-answer',
        parsed: changes,
        raw: '',
        reviewerCost: { usd: 0.03, estimated: false },
      },
      { kind: 'author-done', response: 'done', authorCost: { usd: 0.01, estimated: false } },
    ]);
    // 0.04 spent, the next review is expected to cost 0.03: it would pass 0.05.
    expect(paused.review.status).toBe('paused');
    expect(paused.review.statusReason).toMatch(/Cost ceiling/);
    expect(paused.review.pausedFor).toBe('cost-ceiling');
    expect(transition(paused.review, { kind: 'resume', reviewerBusy: false }, NOW).applied).toBe(
      false,
    );
    const t = transition(paused.review, { kind: 'raise-ceiling', costCeiling: 1 }, NOW);
    expect(t.review.status).toBe('in-progress');
    expect(t.effects).toEqual([{ kind: 'request-review', round: 2, reminder: false }]);
  });

  it('records the files a reviewer changed while reviewing in its round', () => {
    const { review: r } = run(review(), [
      { kind: 'start', reviewerBusy: false },
      {
        kind: 'review-answer',
        parsed: approved,
        raw: '',
        reviewerCost: free,
        reviewerChangedFiles: ['notes.md'],
      },
    ]);
    expect(r.rounds[0]!.reviewerChangedFiles).toEqual(['notes.md']);
    // A reviewer that changed nothing leaves no such field.
    const clean = run(review(), [
      { kind: 'start', reviewerBusy: false },
      { kind: 'review-answer', parsed: approved, raw: '', reviewerCost: free },
    ]);
    expect(clean.review.rounds[0]).not.toHaveProperty('reviewerChangedFiles');
  });

  it('flags a round whose answer quoted a verdict, kept through the format retry', () => {
    const { review: r } = run(review(), [
      { kind: 'start', reviewerBusy: false },
      {
        kind: 'review-malformed',
        raw: 'VERDICT: APPROVED',
        reviewerCost: free,
        quotedVerdict: true,
      },
      { kind: 'prompt-delivered' },
      { kind: 'review-answer', parsed: { ...changes, verdict: null }, raw: '', reviewerCost: free },
    ]);
    expect(r.rounds).toHaveLength(1);
    expect(r.rounds[0]).toMatchObject({ verdict: 'changes-requested', quotedVerdict: true });
    expect(r.status).not.toBe('approved');
  });

  it('pauses a first phase whose estimate would pass the ceiling, before anything is spent', () => {
    const started = run(review({ costCeiling: 0.05 }), [{ kind: 'start', reviewerBusy: false }]);
    // Nothing is known of the reviewer yet: the state machine lets the phase start…
    expect(started.review.status).toBe('in-progress');
    // …and the phase, having estimated its prompt, refuses to send it.
    const t = transition(
      started.review,
      { kind: 'over-ceiling', role: 'reviewer', expected: 0.12 },
      NOW,
    );
    expect(t.review).toMatchObject({
      status: 'paused',
      phase: 'reviewing',
      pausedFor: 'cost-ceiling',
      totalCost: 0,
      statusReason:
        'Cost ceiling: $0.00 spent, the next review (about $0.12) would pass $0.05. Raise the ceiling to go on.',
      expectedPhaseCost: 0.12,
    });
    const raised = transition(t.review, { kind: 'raise-ceiling', costCeiling: 1 }, NOW);
    expect(raised.effects).toEqual([{ kind: 'request-review', round: 1, reminder: false }]);
    expect(raised.review.expectedPhaseCost).toBeUndefined();
    // Under a cent, to a hundredth of one: a ceiling of $0.005 is not "$0.01".
    const tiny = transition(
      run(review({ costCeiling: 0.005 }), [{ kind: 'start', reviewerBusy: false }]).review,
      { kind: 'over-ceiling', role: 'reviewer', expected: 0.04 },
      NOW,
    );
    expect(tiny.review.statusReason).toBe(
      'Cost ceiling: $0.00 spent, the next review (about $0.04) would pass $0.0050. Raise the ceiling to go on.',
    );
  });

  it('warns once when the next phase reaches 80% of the ceiling, and goes on', () => {
    const { review: r, effects } = run(review({ costCeiling: 0.1 }), [
      { kind: 'start', reviewerBusy: false },
      {
        kind: 'review-answer',
        parsed: changes,
        raw: '',
        reviewerCost: { usd: 0.04, estimated: false },
      },
      { kind: 'author-done', response: 'done', authorCost: { usd: 0.01, estimated: false } },
    ]);
    // 0.05 spent and the next review is expected to cost 0.04: 90% of the ceiling.
    expect(r.status).toBe('in-progress');
    expect(r.costWarning).toBe(true);
    expect(effects.filter((k) => k === 'cost-warning')).toHaveLength(1);
  });

  it('resumes an interrupted author phase without sending the feedback twice', () => {
    const r = run(review(), [
      { kind: 'start', reviewerBusy: false },
      { kind: 'review-answer', parsed: changes, raw: '', reviewerCost: free },
      { kind: 'prompt-delivered' },
      { kind: 'interrupt' },
    ]).review;
    expect(r.status).toBe('interrupted');
    const t = transition(r, { kind: 'resume', reviewerBusy: false }, NOW);
    expect(t.effects).toEqual([{ kind: 'request-review', round: 2, reminder: false }]);
  });

  it('resends feedback that never reached the author', () => {
    const r = run(review(), [
      { kind: 'start', reviewerBusy: false },
      { kind: 'review-answer', parsed: changes, raw: '', reviewerCost: free },
      { kind: 'interrupt' },
    ]).review;
    expect(transition(r, { kind: 'resume', reviewerBusy: false }, NOW).effects).toEqual([
      { kind: 'send-feedback', round: 1 },
    ]);
  });

  it('a closed reviewer can only be replaced, and a closed author ends the review', () => {
    const started = run(review(), [{ kind: 'start', reviewerBusy: false }]).review;
    const named = {
      ...started,
      sessionNames: { [started.reviewerSessionId]: 'rev', [started.authorSessionId]: 'auth' },
    };
    const reviewerClosed = transition(
      named,
      { kind: 'session-gone', role: 'reviewer', closed: true },
      NOW,
    ).review;
    expect(reviewerClosed.status).toBe('error');
    // Nothing about restarting it: a closed session never comes back.
    expect(reviewerClosed.statusReason).toBe(
      'The reviewer session “rev” was closed: reassign the review to another session.',
    );
    const authorClosed = transition(
      named,
      { kind: 'session-gone', role: 'author', closed: true },
      NOW,
    ).review;
    // Not paused for a Resume that could only fail again.
    expect(authorClosed.status).toBe('cancelled');
    expect(authorClosed.statusReason).toBe(
      'The author session “auth” was closed, so the review cannot go on.',
    );
  });

  it('pauses when the author stops and errors when the reviewer stops, which can be reassigned', () => {
    const started = run(review(), [{ kind: 'start', reviewerBusy: false }]).review;
    const authorStopped = transition(
      started,
      { kind: 'session-gone', role: 'author', closed: false },
      NOW,
    ).review;
    expect(authorStopped.status).toBe('paused');
    expect(authorStopped.statusReason).toBe(
      'The author session has stopped: Resume starts it again and goes on.',
    );
    const errored = transition(
      started,
      { kind: 'session-gone', role: 'reviewer', closed: false },
      NOW,
    ).review;
    expect(errored.status).toBe('error');
    // Marked, so that the Review Panel can say once it has been started again.
    expect(errored.failedFor).toBe('reviewer-gone');
    // Its record among the failed attempts says what happened, not what to do then.
    expect(errored.failures?.map((f) => f.reason)).toEqual(['The reviewer session stopped.']);
    // Named, with what to do, when its name was recorded.
    const named = { ...started, sessionNames: { [started.reviewerSessionId]: 'slowrev' } };
    expect(
      transition(named, { kind: 'session-gone', role: 'reviewer', closed: false }, NOW).review
        .statusReason,
    ).toBe(
      'The reviewer session “slowrev” has stopped: Try again starts it again, or reassign the review.',
    );
    const t = transition(
      errored,
      {
        kind: 'reassign',
        reviewerSessionId: 'c',
        reviewerName: 'Second reviewer',
        reviewerProfileId: 'codex',
        reviewerBusy: false,
      },
      NOW,
    );
    expect(t.review.reviewerSessionId).toBe('c');
    // Named as it is now, beside the sessions named before, for when it is closed.
    expect(t.review.sessionNames).toEqual({ ...errored.sessionNames, c: 'Second reviewer' });
    expect(t.review.sessionProfiles).toEqual({ ...errored.sessionProfiles, c: 'codex' });
    expect(t.effects).toEqual([{ kind: 'request-review', round: 1, reminder: false }]);
    // The new reviewer runs: nothing of the old one's stop stays, nor after a cancel.
    expect(t.review.failedFor).toBeUndefined();
    expect(transition(errored, { kind: 'cancel' }, NOW).review.failedFor).toBeUndefined();
  });

  it('cancels and force-approves from any unfinished state, and ignores events that do not apply', () => {
    const started = run(review(), [{ kind: 'start', reviewerBusy: false }]).review;
    const cancelled = transition(started, { kind: 'cancel' }, NOW);
    expect(cancelled.review.status).toBe('cancelled');
    expect(cancelled.effects.map((e) => e.kind)).toContain('stop-waiting');
    expect(transition(started, { kind: 'force-approve' }, NOW).review.status).toBe('approved');
    expect(transition(cancelled.review, { kind: 'force-approve' }, NOW).applied).toBe(false);
    expect(
      transition(started, { kind: 'author-done', response: '', authorCost: free }, NOW).applied,
    ).toBe(false);
  });

  it('times out a phase into an error that says which agent was slow', () => {
    const started = run(review(), [{ kind: 'start', reviewerBusy: false }]).review;
    const t = transition(started, { kind: 'timeout', phase: 'reviewing', afterMs: 600_000 }, NOW);
    expect(t.review.status).toBe('error');
    expect(t.review.statusReason).toMatch(/reviewer did not finish within 600 s/);
  });

  it('says when the agent was never ready for its prompt, and what its screen showed', () => {
    const started = run(review(), [{ kind: 'start', reviewerBusy: false }]).review;
    const timeout = (shown: string) =>
      transition(
        started,
        { kind: 'timeout', phase: 'reviewing', afterMs: 120_000, notReady: { shown } },
        NOW,
      ).review.statusReason;
    expect(timeout('Loading models… / ctrl+c quit')).toBe(
      'The reviewer was not ready for its prompt within 120 s, so the prompt was not sent; its screen last showed: Loading models… / ctrl+c quit.',
    );
    expect(timeout('')).toMatch(/not ready for its prompt within 120 s.*its screen was blank\.$/);
  });
});
