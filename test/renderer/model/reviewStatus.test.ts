import { describe, expect, it } from 'vitest';
import { currentRound } from '../../../shared/contract';
import {
  isFinished,
  isRunning,
  phaseClock,
  progressText,
  reviewBadge,
  reviewOutcome,
  tryAgainTitle,
} from '../../../renderer/src/model/reviewStatus';
import { sessionSnapshot } from '../../support/sessionSnapshot';
import { comment, humanComment, review, round } from './reviewFixture';

describe('progressText', () => {
  it('says which round of how many, and who is working', () => {
    expect(progressText(review())).toBe('Round 1/3 — Reviewing…');
    const fixing = review({ phase: 'author-fixing', rounds: [round(1)] });
    expect(progressText(fixing)).toBe('Round 1/3 — Author addressing feedback…');
    const second = review({ phase: 'reviewing', rounds: [round(1)], maxRounds: 4 });
    expect(progressText(second)).toBe('Round 2/4 — Reviewing…');
  });

  it('says which part of a review split file by file is being read', () => {
    expect(progressText(review({ part: { index: 2, count: 3 } }))).toBe(
      'Round 1/3 — Reviewing part 2 of 3…',
    );
  });

  it('says when the review waits for its reviewer, or is starting', () => {
    expect(progressText(review({ status: 'queued', phase: undefined }))).toBe(
      'Queued — the reviewer is busy',
    );
    expect(progressText(review({ status: 'pending', phase: undefined }))).toBe('Starting…');
    expect(progressText(review({ status: 'approved', phase: undefined }))).toBeNull();
  });

  it('says the review waits for a person when the working agent shows a dialog', () => {
    const reviewer = {
      id: 'reviewer',
      name: 'Claude Code 2',
      profileId: 'claude',
      cwd: '/ws',
      command: 'claude',
      args: [],
      status: 'dialog' as const,
      dialog: 'Allow this tool call?',
      dialogSubject: 'npm run e2e',
      cols: 80,
      rows: 24,
      createdAt: '',
    };
    const r = review({ reviewerSessionId: 'reviewer' });
    expect(progressText(r, [reviewer])).toBe(
      "Round 1/3 — Waiting for you in Claude Code 2's terminal: Allow this tool call? (npm run e2e)",
    );
    // Once answered, the review goes on as before.
    expect(progressText(r, [{ ...reviewer, status: 'busy' }])).toBe('Round 1/3 — Reviewing…');
    // The author's dialog does not hold up a review that is reviewing.
    expect(
      progressText(review({ authorSessionId: 'reviewer', reviewerSessionId: 'x' }), [reviewer]),
    ).toBe('Round 1/3 — Reviewing…');
  });

  it('stays on a round whose answer was unreadable while it is asked again', () => {
    const retry = review({
      rounds: [round(1, { verdict: null, rawAnswer: 'gibberish' })],
      formatRetried: true,
    });
    expect(currentRound(retry)).toBe(1);
    expect(progressText(retry)).toMatch(/^Round 1\/3 — Reviewing \(asked again/);
    // A round that did get comments is done, whatever its verdict field says.
    const answered = review({
      rounds: [round(1, { verdict: null, reviewComments: [comment('a.js', 1)] })],
    });
    expect(currentRound(answered)).toBe(2);
  });
});

describe('reviewOutcome', () => {
  it('is green for approved and names the round', () => {
    const outcome = reviewOutcome(review({ status: 'approved', rounds: [round(1), round(2)] }));
    expect(outcome).toMatchObject({ tone: 'success', title: 'Approved', actions: [] });
    expect(outcome?.detail).toBe('The reviewer approved in round 2.');
    expect(
      reviewOutcome(review({ status: 'approved', statusReason: 'Approved by a person.' }))?.detail,
    ).toBe('Approved by a person.');
  });

  it("says where an approved review's earlier findings are, since the approved diff shows none", () => {
    const found = (n: number, count: number) =>
      round(n, { reviewComments: Array.from({ length: count }, (_, i) => comment('a.ts', i + 1)) });
    const afterOne = review({ status: 'approved', rounds: [found(1, 2), round(2)] });
    expect(reviewOutcome(afterOne)?.detail).toBe(
      'The reviewer approved in round 2. Round 1 raised 2 findings: see them on their lines under R1 in Changes, or in the Conversation.',
    );
    const afterTwo = review({ status: 'approved', rounds: [found(1, 1), found(2, 2), round(3)] });
    expect(reviewOutcome(afterTwo)?.detail).toBe(
      'The reviewer approved in round 3. Rounds 1 and 2 raised 3 findings: see them on their lines under R1 or R2 in Changes, or in the Conversation.',
    );
    // A finding restated round after round is counted once.
    const stated = (n: number, ids: string[]) =>
      round(n, { reviewComments: ids.map((id, i) => comment('a.ts', i + 1, { findingId: id })) });
    const restated = review({
      status: 'approved',
      rounds: [stated(1, ['F1', 'F2', 'F3']), stated(2, ['F2']), stated(3, ['F2']), round(4)],
    });
    expect(reviewOutcome(restated)?.detail).toBe(
      'The reviewer approved in round 4. Rounds 1, 2 and 3 raised 3 findings: see them on their lines under R1, R2 or R3 in Changes, or in the Conversation.',
    );
    const one = review({ status: 'approved', rounds: [stated(1, ['F1']), round(2)] });
    expect(reviewOutcome(one)?.detail).toBe(
      'The reviewer approved in round 2. Round 1 raised 1 finding: see it on its lines under R1 in Changes, or in the Conversation.',
    );
  });

  it("names a person's comment sent to the author that nobody settled: an approval does not settle it", () => {
    const open = humanComment('h1', 'app.js', 6, { sentInRound: 1 });
    const approved = review({ status: 'approved', rounds: [round(1), round(2)] });
    expect(reviewOutcome({ ...approved, humanComments: [open] })?.detail).toBe(
      'The reviewer approved in round 2. Your comment on app.js:6, sent in round 1, is still open: resolve or dismiss it on Now once it is addressed.',
    );
    const two = [open, humanComment('h2', 'app.js', 9, { sentInRound: 2 })];
    expect(reviewOutcome({ ...approved, humanComments: two })?.detail).toMatch(
      / 2 of your comments sent to the author are still open: /,
    );
    const settled = { ...open, resolution: 'resolved' as const };
    expect(reviewOutcome({ ...approved, humanComments: [settled] })?.detail).toBe(
      'The reviewer approved in round 2.',
    );
  });

  it("offers one more round after an approval only while a person's comment waits for the author", () => {
    const comment = {
      id: 'c1',
      file: 'a.ts',
      line: 1,
      severity: 'warning' as const,
      comment: 'Rename it.',
      createdAt: '2026-11-24T08:00:00.000Z',
    };
    const waiting = review({ status: 'approved', humanComments: [comment] });
    expect(reviewOutcome(waiting)?.actions).toEqual(['one-more-round']);
    const dismissed = review({
      status: 'approved',
      humanComments: [{ ...comment, resolution: 'dismissed' }],
    });
    expect(reviewOutcome(dismissed)?.actions).toEqual([]);
    const sent = review({ status: 'approved', humanComments: [{ ...comment, sentInRound: 1 }] });
    expect(reviewOutcome(sent)?.actions).toEqual([]);
  });

  it('is yellow when a human must look: max rounds, needs discussion, a stalled loop', () => {
    // Neither is a dead end: the person approves anyway, or asks for one more round.
    const next = ['approve-anyway', 'one-more-round'];
    expect(reviewOutcome(review({ status: 'max-rounds' }))).toMatchObject({
      tone: 'warning',
      title: 'Max rounds reached — needs human review',
      actions: next,
    });
    expect(reviewOutcome(review({ status: 'needs-discussion' }))).toMatchObject({
      tone: 'warning',
      title: 'Needs discussion',
      actions: next,
    });
    const stalled = review({ status: 'stalled', statusReason: 'F1 is still open.' });
    expect(reviewOutcome(stalled)).toMatchObject({
      tone: 'warning',
      title: 'Stalled — needs you',
      detail: 'F1 is still open.',
      actions: next,
    });
  });

  it('offers what fits each stop: reassign, raise the ceiling, resume, manual steps', () => {
    const error = reviewOutcome(review({ status: 'error', statusReason: 'Reviewer too slow' }));
    expect(error).toMatchObject({
      tone: 'danger',
      detail: 'Reviewer too slow',
      actions: ['try-again', 'reassign'],
    });
    // Tried again and failed the same way: the banner says so, not the same words as before.
    const failure = {
      round: 2,
      phase: 'reviewing' as const,
      sessionId: 'r',
      reason: 'slow',
      at: '',
    };
    const again = review({
      status: 'error',
      failures: [{ ...failure, round: 1 }, failure, failure],
    });
    expect(reviewOutcome(again)?.title).toBe('Review failed again (2 tries in round 2)');
    expect(reviewOutcome(review({ status: 'error', failures: [failure] }))?.title).toBe(
      'Review failed',
    );
    // Stored before the failed phase was recorded: only another reviewer.
    const unrecorded = review({ status: 'error', phase: undefined });
    expect(reviewOutcome(unrecorded)?.actions).toEqual(['reassign']);
    const atCeiling = review({ status: 'paused', pausedFor: 'cost-ceiling', costCeiling: 1 });
    expect(reviewOutcome(atCeiling)?.actions).toEqual(['raise-ceiling']);
    // Paused because the author went away: Resume starts it again; no ceiling to raise.
    const authorGone = review({ status: 'paused', pausedFor: 'author-gone', costCeiling: 1 });
    expect(reviewOutcome(authorGone)?.actions).toEqual(['resume']);
    expect(reviewOutcome(review({ status: 'interrupted' }))?.actions).toEqual(['resume']);
    expect(reviewOutcome(review({ status: 'changes-requested' }))?.actions).toEqual([
      'send-feedback',
      'request-again',
    ]);
    // A shell author takes no feedback: the person fixes the work, then asks again.
    const shellAuthor = review({
      status: 'changes-requested',
      sessionProfiles: { author: 'shell', reviewer: 'claude' },
    });
    expect(reviewOutcome(shellAuthor)).toMatchObject({
      detail:
        'The author is a shell session: fix the work yourself, then ask the reviewer to look again.',
      actions: ['request-again'],
    });
  });

  it('says a stopped session the review waits on runs again once a person has restarted it', () => {
    const sessionNames = { author: 'auth', reviewer: 'rev' };
    const reviewerGone = review({
      status: 'error',
      failedFor: 'reviewer-gone',
      sessionNames,
      statusReason:
        'The reviewer session “rev” has stopped: Try again starts it again, or reassign the review.',
    });
    const reviewerStopped = [
      sessionSnapshot('author'),
      sessionSnapshot('reviewer', { status: 'exited' }),
    ];
    expect(reviewOutcome(reviewerGone, reviewerStopped)?.detail).toBe(reviewerGone.statusReason);
    const bothRunning = [
      sessionSnapshot('author'),
      sessionSnapshot('reviewer', { status: 'busy' }),
    ];
    expect(reviewOutcome(reviewerGone, bothRunning)).toMatchObject({
      detail:
        'The reviewer session “rev” stopped and runs again: Try again asks it for the round that failed, or reassign the review.',
      actions: ['try-again', 'reassign'],
    });
    const authorGone = review({
      status: 'paused',
      phase: 'author-fixing',
      pausedFor: 'author-gone',
      sessionNames,
      statusReason: 'The author session “auth” has stopped: Resume starts it again and goes on.',
    });
    const authorStopped = [
      sessionSnapshot('author', { status: 'stopped' }),
      sessionSnapshot('reviewer'),
    ];
    expect(reviewOutcome(authorGone, authorStopped)?.detail).toBe(authorGone.statusReason);
    expect(reviewOutcome(authorGone, bothRunning)?.detail).toBe(
      'The author session “auth” stopped and runs again: Resume goes on.',
    );
    // A failure of another kind keeps its reason, whatever the sessions do.
    const timedOut = review({
      status: 'error',
      statusReason: 'The reviewer did not finish within 600 s.',
    });
    expect(reviewOutcome(timedOut, bothRunning)?.detail).toBe(timedOut.statusReason);
  });

  it('has no banner while the review runs', () => {
    expect(reviewOutcome(review())).toBeNull();
    expect(isRunning(review({ status: 'queued' }))).toBe(true);
    expect(isRunning(review({ status: 'error' }))).toBe(false);
  });

  it('lets a person cancel or approve anything not finished', () => {
    expect(isFinished(review({ status: 'error' }))).toBe(false);
    expect(isFinished(review({ status: 'paused' }))).toBe(false);
    for (const status of [
      'approved',
      'max-rounds',
      'needs-discussion',
      'stalled',
      'cancelled',
    ] as const)
      expect(isFinished(review({ status }))).toBe(true);
  });
});

describe('tryAgainTitle', () => {
  const sessions = [sessionSnapshot('author'), sessionSnapshot('reviewer')];

  it('says what trying the failed phase again does', () => {
    const reviewer = review({ status: 'error' });
    expect(tryAgainTitle(reviewer, sessions)).toBe(
      'Ask the reviewer again, for the round that failed',
    );
    const neverSent = review({ status: 'error', phase: 'author-fixing', rounds: [round(1)] });
    expect(tryAgainTitle(neverSent, sessions)).toBe('Send the feedback to the author again');
    const sent = { ...neverSent, promptDelivered: true };
    expect(tryAgainTitle(sent, sessions)).toBe(
      'The author had the feedback: the reviewer looks at the work as it is now',
    );
  });

  it('offers nothing while the session of the failed phase is closed', () => {
    const failed = review({ status: 'error', phase: 'author-fixing', rounds: [round(1)] });
    expect(tryAgainTitle(failed, [sessionSnapshot('reviewer')])).toBeNull();
    // The reviewer's failure needs only the reviewer.
    expect(
      tryAgainTitle(review({ status: 'error' }), [sessionSnapshot('reviewer')]),
    ).not.toBeNull();
  });

  it('starts a stopped session again first, as Resume does', () => {
    const failed = review({ status: 'error', phase: 'author-fixing', rounds: [round(1)] });
    const exited = [sessionSnapshot('author', { status: 'exited' }), sessionSnapshot('reviewer')];
    expect(tryAgainTitle(failed, exited)).toBe('Start the author again and send it the feedback');
    const stopped = [sessionSnapshot('author'), sessionSnapshot('reviewer', { status: 'stopped' })];
    expect(tryAgainTitle(review({ status: 'error' }), stopped)).toBe(
      'Start the reviewer again and ask it for the round that failed',
    );
  });
});

describe('reviewBadge', () => {
  it('sums up the latest review for the panel toggle', () => {
    expect(reviewBadge(null)).toBeNull();
    expect(reviewBadge(review())).toEqual({ tone: 'running', label: 'Round 1/3 — Reviewing…' });
    expect(reviewBadge(review({ status: 'error' }))).toEqual({
      tone: 'danger',
      label: 'Review failed',
    });
  });
});

describe('phaseClock', () => {
  const started = { phaseStartedAt: '2025-01-01T00:00:00.000Z' };
  it('runs while the review works or waits for the person, and stops when it is over', () => {
    expect(phaseClock(review(started))).toBe('working');
    expect(phaseClock(review({ ...started, status: 'queued', phase: undefined }))).toBe('working');
    expect(phaseClock(review({ ...started, status: 'paused' }))).toBe('waiting');
    expect(phaseClock(review({ ...started, status: 'changes-requested' }))).toBe('waiting');
    expect(phaseClock(review({ ...started, status: 'approved' }))).toBeNull();
    expect(phaseClock(review({ ...started, status: 'error' }))).toBeNull();
    // A review recorded before phases were timed has no clock to show.
    expect(phaseClock(review())).toBeNull();
  });
});
