import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LocalParleyCore } from '../../../../../main/core/parleyCore';
import { waitFor } from '../../../../support/poll';
import { reviewReaching, useSlipsWorkspace } from '../../../../support/slipsWorkspace';

/*
 * Whole reviews with agents that drift from what the prompt asks, as real
 * models do (test/support/agents/driftingAgent.mjs): the loop still ends
 * right, with no round spent on a wrong reading and nothing typed into an
 * agent still at work.
 */
const ctx = { clientId: 'test' };
const workspace = useSlipsWorkspace();
const DRIFTING = path.resolve(import.meta.dirname, '../../../../support/agents/driftingAgent.mjs');

/**
 * A session running the drifting agent in `mode`; its requests are logged to
 * `<name>.log` (first lines) and `<name>.log.full` (whole).
 */
async function drifting(core: LocalParleyCore, name: string, mode: string, ms = 0) {
  const log = path.join(workspace.dataDir, `${name}.log`);
  const command = `${process.execPath} ${DRIFTING} ${mode} ${log} ${ms}`;
  const session = await workspace.session(core, name, command);
  const whole = async () =>
    (await fs.readFile(`${log}.full`, 'utf8').catch(() => '')).split('\n\u001e\n').slice(0, -1);
  return { session, requests: () => requestsIn(log), wholeRequests: whole };
}

async function requestsIn(log: string): Promise<string[]> {
  const text = await fs.readFile(log, 'utf8').catch(() => '');
  return text.split('\n').filter(Boolean);
}

function startReview(
  core: LocalParleyCore,
  authorSessionId: string,
  reviewerSessionId: string,
  autoIterate = true,
) {
  return core.handlers['review:start'](
    {
      authorSessionId,
      reviewerSessionId,
      diffSource: { kind: 'working-tree' },
      autoIterate,
      costCeiling: null,
      effort: 'medium',
    },
    ctx,
  );
}

const ENDED = ['approved', 'stalled', 'max-rounds', 'error', 'changes-requested'] as const;

/**
 * Ends a session's program once it has been sent its prompt and has sat
 * silent past its profile's quiet period (1.5 s), its screen looking done with
 * no answer on it: killed as a crash or `kill -9` would, or restarted as a
 * person does from the session's menu (a new program runs, which never had
 * the prompt).
 */
async function endedOnceAsked(
  core: LocalParleyCore,
  reviewId: string,
  sessionId: string,
  how: 'killed' | 'restarted',
) {
  await waitFor(() => core.reviews.get(reviewId).promptDelivered === true, {
    timeoutMs: 30_000,
    what: 'the prompt to be delivered',
  });
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  if (how === 'restarted') {
    await core.handlers['session:restart']({ id: sessionId }, ctx);
    return;
  }
  const { pid } = core.sessions.get(sessionId).snapshot();
  process.kill(pid!, 'SIGKILL');
}

describe('a review with agents that drift', () => {
  it('waits for an author with no turn signal to end its summary, though its screen looked done while it edited', async () => {
    // The author is silent for 4 s while it edits, inside the 8 s grace but far past a quiet period.
    const core = await workspace.setUp({ answerGraceMs: 8_000 });
    const author = await drifting(core, 'author', 'slow-author', 4_000);
    const reviewer = await drifting(core, 'reviewer', 'checking-reviewer');
    const started = await startReview(core, author.session.id, reviewer.session.id);
    const review = await reviewReaching(core, started.id, [...ENDED]);

    expect(review.status).toBe('approved');
    expect(review.rounds.map((round) => round.verdict)).toEqual(['changes-requested', 'approved']);
    expect(review.rounds[0]!.authorResponse).toContain('Removed the console.log.');
    expect(await workspace.repo.read('math.js')).not.toContain('console.log');
    expect(await author.requests()).toHaveLength(1);
  });

  it('reads an answer whose reviewer paused halfway through it, with no reminder typed into it meanwhile', async () => {
    // Silent for 4 s after its begin marker: twice the grace for a program with no answer at all.
    const core = await workspace.setUp();
    const author = await drifting(core, 'author', 'slow-author');
    const reviewer = await drifting(core, 'reviewer', 'pausing-reviewer', 4_000);
    const started = await startReview(core, author.session.id, reviewer.session.id, false);
    const review = await reviewReaching(core, started.id, [...ENDED]);

    expect(review.status).toBe('changes-requested');
    expect(review.rounds).toHaveLength(1);
    expect(review.rounds[0]!.reviewComments.map((c) => [c.line, c.severity])).toEqual([
      [2, 'error'],
      [3, 'warning'],
    ]);
    expect(await reviewer.requests()).toHaveLength(1);
  });

  // Killed as a crash would, or restarted by a person (a new program runs, which never had the prompt).
  it.each(['killed', 'restarted'] as const)(
    'ends the phase at once when an agent with no turn signal is %s before it answers: no reminder to a fresh program',
    async (how) => {
      // Graces far longer than the test: only the program's end can end these phases.
      const core = await workspace.setUp({ answerGraceMs: 120_000 });
      const author = await drifting(core, 'author', 'slow-author', 120_000);
      const reviewer = await drifting(core, 'reviewer', 'pausing-reviewer', 120_000);
      const reviewed = await startReview(core, author.session.id, reviewer.session.id);
      await endedOnceAsked(core, reviewed.id, reviewer.session.id, how);
      const failed = await reviewReaching(core, reviewed.id, [...ENDED]);

      // Try again sends the reviewer the whole request, not a reminder of a review it never made.
      expect(failed.status).toBe('error');
      expect(failed.failedFor).toBe('reviewer-gone');
      expect(failed.statusReason).toMatch(/has stopped: Try again starts it again/);
      expect(await reviewer.requests()).toHaveLength(1);
      const restarted = core.sessions.get(reviewer.session.id).currentStatus !== 'exited';
      expect(restarted).toBe(how === 'restarted');

      // The author, ended while it edits, pauses the review: its silence was no summary.
      const other = await drifting(core, 'other reviewer', 'checking-reviewer');
      const fixing = await startReview(core, author.session.id, other.session.id);
      await waitFor(() => core.reviews.get(fixing.id).phase === 'author-fixing', {
        timeoutMs: 30_000,
        what: 'the author to be sent the feedback',
      });
      await endedOnceAsked(core, fixing.id, author.session.id, how);
      const paused = await reviewReaching(core, fixing.id, ['paused']);

      expect(paused.pausedFor).toBe('author-gone');
      expect(paused.statusReason).toMatch(/author session .* has stopped/);
      expect(paused.rounds[0]!.authorResponse).toBeFalsy();
      expect(await author.requests()).toHaveLength(1);
    },
  );

  it('cites an open finding where the fix moved its line, and stops when the fix only wrote far from it', async () => {
    const core = await workspace.setUp();
    const author = await drifting(core, 'author', 'padding-author');
    const reviewer = await drifting(core, 'reviewer', 'checking-reviewer');
    const started = await startReview(core, author.session.id, reviewer.session.id);
    const review = await reviewReaching(core, started.id, [...ENDED]);

    // Ten lines written at the top: the console.log of line 2 is on line 12, and so is F1.
    const [, second] = await reviewer.wholeRequests();
    expect(second).toContain('FINDING: F1\nFILE: math.js\nLINE: 12\nSEVERITY: error');
    // The author's edits left the line alone: a person is asked after round 2, not round 3.
    expect(review.status).toBe('stalled');
    expect(review.rounds).toHaveLength(2);
    expect(review.statusReason).toMatch(
      /the author's changes did not touch them: F1 is still open/,
    );
  });

  it('reads the rulings a reviewer gives inside a sentence: the fixed finding verified, the other open', async () => {
    const core = await workspace.setUp();
    const author = await drifting(core, 'author', 'slow-author');
    const reviewer = await drifting(core, 'reviewer', 'chatty-reviewer');
    const started = await startReview(core, author.session.id, reviewer.session.id);
    const review = await reviewReaching(core, started.id, [...ENDED]);

    // Round 2: "…so F1 is resolved, while F2 is still open: …", with no block. The author
    // fixed only F1 (before, neither ruling was read and F1 was sent to the author again).
    expect(review.rounds[1]!.verdict).toBe('changes-requested');
    expect(review.findings?.map((f) => [f.id, f.state])).toEqual([
      ['F1', 'verified'],
      ['F2', 'reopened'],
    ]);
    expect(review.findings![1]!.history.at(-1)).toMatchObject({
      action: 'reopened',
      note: 'the TODO is still there.',
    });
    // The author's next turn fixed nothing more: a person is asked, with F2 named, not F1.
    expect(review.status).toBe('stalled');
    expect(review.rounds).toHaveLength(2);
  });

  it('stops for a person, quoting it, when the author only asks a question: no review of the same code', async () => {
    const core = await workspace.setUp();
    const author = await drifting(core, 'author', 'asking-author');
    const reviewer = await drifting(core, 'reviewer', 'checking-reviewer');
    const started = await startReview(core, author.session.id, reviewer.session.id);
    const review = await reviewReaching(core, started.id, [...ENDED]);

    expect(review.status).toBe('stalled');
    expect(review.rounds).toHaveLength(1);
    expect(review.statusReason).toMatch(
      /^The author changed nothing since round 1 and answered no finding, so the reviewer was not asked to look again\. The author said: “.*Do you want me to remove it, or keep it and document why\?/,
    );
    expect(await reviewer.requests()).toHaveLength(1);
  });

  it('stops for a person when the reviewer asks for changes only in prose, even when asked for its findings', async () => {
    const core = await workspace.setUp();
    const author = await drifting(core, 'author', 'slow-author');
    const reviewer = await drifting(core, 'reviewer', 'prose-reviewer');
    const started = await startReview(core, author.session.id, reviewer.session.id);
    const review = await reviewReaching(core, started.id, [...ENDED]);

    expect(review.status).toBe('stalled');
    expect(review.statusReason).toMatch(/asked for changes but gave no finding Parley could read/);
    // The review prompt and one reminder; the author was never sent "0 comments" to address.
    expect(await reviewer.requests()).toHaveLength(2);
    expect(await author.requests()).toEqual([]);
  });

  it('stops for a person when the reviewer approves only without the nonce, even when asked again', async () => {
    const core = await workspace.setUp();
    const author = await drifting(core, 'author', 'slow-author');
    const reviewer = await drifting(core, 'reviewer', 'unsigned-approver');
    const started = await startReview(core, author.session.id, reviewer.session.id);
    const review = await reviewReaching(core, started.id, [...ENDED]);

    expect(review.status).toBe('stalled');
    expect(review.statusReason).toMatch(/wrote APPROVED without this round's nonce/);
    expect(await reviewer.requests()).toHaveLength(2);
    expect(await author.requests()).toEqual([]);
  });
});
