import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ParleyEvent } from '../../../../../shared/contract';
import type { LocalParleyCore } from '../../../../../main/core/parleyCore';
import { readJournal } from '../../../../../main/core/review/journal/journal';
import { waitFor } from '../../../../support/poll';
import { reviewReaching, useSlipsWorkspace } from '../../../../support/slipsWorkspace';

const ctx = { clientId: 'test' };
const workspace = useSlipsWorkspace();

/** A program that looks ready, then works forever on whatever it is sent: a turn that never ends. */
const NEVER_DONE = `${process.execPath} -e "process.stdout.write('slow> ');process.stdin.once('data',()=>setInterval(()=>process.stdout.write('.'),100))"`;

const session = workspace.session;
const PARLEY_AGENT = path.resolve(import.meta.dirname, '../../../../../bin/parley-agent.js');

function startReview(core: LocalParleyCore, authorSessionId: string, reviewerSessionId: string) {
  return core.handlers['review:start'](
    {
      authorSessionId,
      reviewerSessionId,
      diffSource: { kind: 'working-tree' },
      autoIterate: true,
      costCeiling: null,
      effort: 'medium',
    },
    ctx,
  );
}

describe('ReviewEngine with real parley-agent sessions', () => {
  it('loops until approved: the author really fixes the file, rounds, snapshots, journal and artifacts are kept', async () => {
    const core = await workspace.setUp();
    const events: ParleyEvent[] = [];
    core.onEvent((event) => events.push(event));
    const author = await session(core, 'author');
    const reviewer = await session(core, 'reviewer');
    const indexBefore = await fs.readFile(path.join(workspace.repo.dir, '.git', 'index'));

    const started = await startReview(core, author.id, reviewer.id);
    const review = await reviewReaching(core, started.id, ['approved', 'error', 'max-rounds']);

    expect(review.status).toBe('approved');
    expect(review.rounds.map((r) => r.verdict)).toEqual(['changes-requested', 'approved']);
    const first = review.rounds[0]!;
    expect(first.reviewComments.map((c) => [c.file, c.line])).toEqual(
      expect.arrayContaining([
        ['math.js', 2],
        ['math.js', 3],
      ]),
    );
    expect(first.authorResponse).toMatch(/addressed/i);
    // The store keeps each raw answer; what leaves the core does not carry a read round's.
    expect(review.rounds.every((round) => round.rawAnswer)).toBe(true);
    const sent = [
      await core.handlers['review:get']({ id: review.id }, ctx),
      ...(await core.handlers['review:list']({}, ctx)),
      ...events.flatMap((event) => (event.name === 'review:did-change' ? [event.payload] : [])),
    ];
    expect(sent.length).toBeGreaterThan(2);
    for (const copy of sent) {
      expect(copy.rounds.map((round) => round.rawAnswer)).not.toContainEqual(expect.any(String));
    }
    const fixed = await workspace.repo.read('math.js');
    expect(fixed).not.toContain('console.log');
    expect(fixed).not.toContain('TODO');
    expect(fixed).toContain('export const twice');

    // Each round's tree is a ref under refs/parley/; the user's index never moved.
    const refs = execFileSync(
      'git',
      ['for-each-ref', '--format=%(refname)', `refs/parley/${review.id}`],
      {
        cwd: workspace.repo.dir,
        encoding: 'utf8',
      },
    );
    expect(refs.trim().split('\n')).toEqual([
      `refs/parley/${review.id}/round-1`,
      `refs/parley/${review.id}/round-2`,
    ]);
    expect(await fs.readFile(path.join(workspace.repo.dir, '.git', 'index'))).toEqual(indexBefore);

    // The UI can show each round's diff as reviewed, and what the author changed in between.
    const reviewed = await core.handlers['review:diff'](
      { id: review.id, round: 1, view: 'reviewed' },
      ctx,
    );
    expect(reviewed.raw).toContain('+  console.log("adding", a, b);');
    const fixes = await core.handlers['review:diff'](
      { id: review.id, round: 2, view: 'since-previous' },
      ctx,
    );
    expect(fixes.files.map((f) => [f.path, f.added, f.removed])).toEqual([['math.js', 0, 2]]);

    const journal = readJournal(workspace.dataDir, review.id).entries.map((e) => e.kind);
    expect(journal).toEqual(
      expect.arrayContaining(['created', 'start', 'review-answer', 'author-done']),
    );
    await waitFor(
      () =>
        fs.stat(workspace.repo.file(`.parley/reviews/${review.id}/round-2.md`)).then(() => true),
      {
        what: 'the round 2 artifact',
      },
    );
    const round1 = await workspace.repo.read(`.parley/reviews/${review.id}/round-1.md`);
    expect(round1).toContain('console.log');
    // .parley/ never shows up in the user's git status.
    expect(
      execFileSync('git', ['status', '--porcelain'], { cwd: workspace.repo.dir, encoding: 'utf8' }),
    ).not.toContain('.parley');
  });

  it('gives a reviewer working in another folder its prompt file and reads its answer file there', async () => {
    const core = await workspace.setUp();
    const author = await session(core, 'author');
    const elsewhere = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-elsewhere-'));
    try {
      // Read off its screen (a command line), so its long prompt goes to a file and it writes its answer to one.
      const reviewer = await core.handlers['session:create'](
        {
          profileId: 'custom',
          name: 'elsewhere',
          command: `${process.execPath} ${PARLEY_AGENT}`,
          cwd: elsewhere,
        },
        ctx,
      );
      const started = await startReview(core, author.id, reviewer.id);
      const review = await reviewReaching(core, started.id, ['approved', 'error', 'max-rounds']);
      expect(review.status, review.statusReason).toBe('approved');
      expect(review.rounds.map((r) => r.verdict)).toEqual(['changes-requested', 'approved']);
      // Its prompts were files, written where it runs: the paths it was given resolve there.
      expect(await fs.readdir(path.join(elsewhere, '.parley', 'prompts'))).not.toEqual([]);
    } finally {
      await fs.rm(elsewhere, { recursive: true, force: true });
    }
  });

  it('queues a review whose reviewer is busy and runs it when the reviewer is free', async () => {
    const core = await workspace.setUp();
    const reviewer = await session(core, 'reviewer');
    const slowAuthor = await session(core, 'slow author', NEVER_DONE);
    const author2 = await session(core, 'author 2');
    const first = await startReview(core, slowAuthor.id, reviewer.id);
    const second = await startReview(core, author2.id, reviewer.id);
    expect(second.status).toBe('queued');

    // The first review reaches its author phase (which never ends) and lets the reviewer go.
    await waitFor(() => core.reviews.get(first.id).phase === 'author-fixing', {
      timeoutMs: 30_000,
      what: 'author phase',
    });
    await core.handlers['review:cancel']({ id: first.id }, ctx);
    const done = await reviewReaching(core, second.id, ['approved', 'error', 'max-rounds']);
    expect(done.status).toBe('approved');
  });

  it('cancels at once and leaves the sessions running', async () => {
    const core = await workspace.setUp();
    const author = await session(core, 'author');
    const reviewer = await session(core, 'never done', NEVER_DONE);
    const review = await startReview(core, author.id, reviewer.id);
    await waitFor(() => core.reviews.get(review.id).promptDelivered, {
      timeoutMs: 30_000,
      what: 'the prompt to be delivered',
    });

    const cancelled = await core.handlers['review:cancel']({ id: review.id }, ctx);
    expect(cancelled.status).toBe('cancelled');
    const sessions = await core.handlers['session:list']({}, ctx);
    expect(sessions.map((s) => s.status)).not.toContain('exited');
    await expect(core.handlers['review:cancel']({ id: review.id }, ctx)).rejects.toThrow(
      /cancelled/,
    );
  });

  it('tells a reviewer closed mid-review, which can only be replaced, from one that stopped', async () => {
    const core = await workspace.setUp();
    const author = await session(core, 'author');
    const closing = await session(core, 'closing', NEVER_DONE);
    const first = await startReview(core, author.id, closing.id);
    await waitFor(() => core.reviews.get(first.id).promptDelivered, {
      timeoutMs: 30_000,
      what: 'the prompt to be delivered',
    });
    await core.handlers['session:close']({ id: closing.id }, ctx);
    const closed = await reviewReaching(core, first.id, ['error']);
    expect(closed.statusReason).toBe(
      'The reviewer session “closing” was closed: reassign the review to another session.',
    );

    const stopping = await session(core, 'stopping', NEVER_DONE);
    const second = await startReview(core, author.id, stopping.id);
    await waitFor(() => core.reviews.get(second.id).promptDelivered, {
      timeoutMs: 30_000,
      what: 'the prompt to be delivered',
    });
    // Ctrl-C ends its program; the session stays, to be restarted.
    await core.handlers['session:write']({ id: stopping.id, data: '\x03' }, ctx);
    const stopped = await reviewReaching(core, second.id, ['error']);
    expect(stopped.statusReason).toBe(
      'The reviewer session “stopping” has stopped: Try again starts it again, or reassign the review.',
    );
    // Try again does so.
    const again = await core.handlers['review:resume']({ id: second.id }, ctx);
    expect(again.status).toBe('in-progress');
    await waitFor(() => core.reviews.get(second.id).promptDelivered, {
      timeoutMs: 30_000,
      what: 'the prompt to reach the restarted reviewer',
    });
    const listed = await core.handlers['session:list']({}, ctx);
    expect(listed.find((s) => s.id === stopping.id)?.status).not.toBe('exited');
    await core.handlers['review:cancel']({ id: second.id }, ctx);
  });

  it('errors, saying so and what its screen showed, when the reviewer is never ready for its prompt', async () => {
    const core = await workspace.setUp({ readyMs: 2_000 });
    const author = await session(core, 'author');
    // Busy drawing for ever: never waiting for input.
    const reviewer = await session(
      core,
      'stuck',
      "while :; do echo 'Loading models…'; sleep 0.2; done",
    );
    const review = await startReview(core, author.id, reviewer.id);
    const failed = await reviewReaching(core, review.id, ['error', 'approved']);
    expect(failed.statusReason).toMatch(
      /^The reviewer was not ready for its prompt within 2 s, so the prompt was not sent; its screen last showed: Loading models….*\.$/,
    );
    expect(failed.promptDelivered).toBeFalsy();
  });

  it('tries a failed round again with the same reviewer once it is ready, and goes on to approval', async () => {
    const core = await workspace.setUp({ readyMs: 2_000 });
    const author = await session(core, 'author');
    // Loading for 4 s, longer than the review waits for it; then the agent itself.
    const reviewer = await session(
      core,
      'slow starter',
      `for i in $(seq 20); do echo 'Loading models…'; sleep 0.2; done; exec ${process.execPath} ${PARLEY_AGENT}`,
    );
    const review = await startReview(core, author.id, reviewer.id);
    const failed = await reviewReaching(core, review.id, ['error', 'approved']);
    expect(failed).toMatchObject({ status: 'error', phase: 'reviewing' });
    await waitFor(
      async () =>
        (await core.handlers['session:read-screen']({ id: reviewer.id }, ctx)).text.includes(
          'parley-agent>',
        ),
      { timeoutMs: 30_000, what: 'the reviewer to show its prompt' },
    );

    const again = await core.handlers['review:resume']({ id: review.id }, ctx);
    expect(again).toMatchObject({ status: 'in-progress', reviewerSessionId: reviewer.id });
    const done = await reviewReaching(core, review.id, ['approved', 'error', 'max-rounds']);
    expect(done.status).toBe('approved');
    // The failed round was asked again, not counted: round 1 is the reviewer's first answer.
    expect(done.rounds[0]!.roundNumber).toBe(1);
  });

  it('errors with the raw answer kept when the reviewer answers out of format twice', async () => {
    const core = await workspace.setUp();
    const author = await session(core, 'author');
    // It answers every request in prose: never a review in the asked format. (It draws a
    // line first: a blank screen is no program ready for input.)
    const reviewer = await session(
      core,
      'chatty',
      "echo 'chatty, the reviewer'; while read -r line; do echo 'Looks fine to me, mostly.'; done",
    );
    const review = await startReview(core, author.id, reviewer.id);
    const failed = await reviewReaching(core, review.id, ['error', 'approved']);
    expect(failed.status).toBe('error');
    expect(failed.statusReason).toMatch(/twice/);
    expect(failed.rounds[0]!.rawAnswer).toBeTruthy();
    // A round Parley could not read is shown with its raw answer.
    const sent = await core.handlers['review:get']({ id: review.id }, ctx);
    expect(sent.rounds[0]!.rawAnswer).toBe(failed.rounds[0]!.rawAnswer);
  });

  it('after a restart shows the review interrupted and resumes without sending the feedback twice', async () => {
    let core = await workspace.setUp();
    const author = await session(core, 'slow author', NEVER_DONE);
    const reviewer = await session(core, 'reviewer');
    const review = await startReview(core, author.id, reviewer.id);
    await waitFor(
      () =>
        core.reviews.get(review.id).phase === 'author-fixing' &&
        core.reviews.get(review.id).promptDelivered,
      { timeoutMs: 30_000, what: 'the feedback to reach the author' },
    );
    core = await workspace.restart(core);
    const interrupted = await core.handlers['review:get']({ id: review.id }, ctx);
    expect(interrupted.status).toBe('interrupted');
    expect(interrupted.phase).toBe('author-fixing');

    const resumed = await core.handlers['review:resume']({ id: review.id }, ctx);
    // The fixes may already be made: the tree is reviewed again rather than the feedback re-sent.
    expect(resumed.phase).toBe('reviewing');
    await waitFor(() => core.reviews.get(review.id).rounds.length === 2, {
      timeoutMs: 30_000,
      what: 'round 2',
    });
    const round1FeedbackSends = readJournal(workspace.dataDir, review.id).entries.filter((e) => {
      const data = e.data as { phase?: string; round?: number };
      return e.kind === 'prompt-delivered' && data.phase === 'author-fixing' && data.round === 1;
    });
    expect(round1FeedbackSends).toHaveLength(1);
  });

  it("sends a person's comment to the author with the feedback, and keeps sent ones", async () => {
    const core = await workspace.setUp();
    const author = await session(core, 'author');
    const reviewer = await session(core, 'reviewer');
    const started = await core.handlers['review:start'](
      {
        authorSessionId: author.id,
        reviewerSessionId: reviewer.id,
        diffSource: { kind: 'working-tree' },
        autoIterate: false,
        costCeiling: null,
        effort: 'medium',
      },
      ctx,
    );
    await reviewReaching(core, started.id, ['changes-requested', 'error']);
    const note = { id: started.id, file: 'math.js', line: 7, severity: 'suggestion' as const };
    const withTwo = await core.handlers['review:add-comment'](
      { ...note, comment: 'Drop this.' },
      ctx,
    );
    const dropped = withTwo.humanComments![0]!.id;
    await core.handlers['review:add-comment'](
      { ...note, comment: 'Name `twice` for what it does.' },
      ctx,
    );
    await core.handlers['review:remove-comment']({ id: started.id, commentId: dropped }, ctx);

    await core.handlers['review:send-feedback']({ id: started.id }, ctx);
    const back = await reviewReaching(core, started.id, [
      'changes-requested',
      'approved',
      'error',
      'max-rounds',
    ]);
    // parley-agent cannot act on free text, and says so, citing the person's comment.
    expect(back.rounds[0]!.authorResponse).toMatch(/math\.js:7/);
    const kept = back.humanComments!;
    expect(kept.map((c) => [c.comment, c.sentInRound])).toEqual([
      ['Name `twice` for what it does.', 1],
    ]);
    await expect(
      core.handlers['review:remove-comment']({ id: started.id, commentId: kept[0]!.id }, ctx),
    ).rejects.toThrow(/cannot be taken back/);
  });

  it('refuses to start with a session that does not exist', async () => {
    const core = await workspace.setUp();
    const author = await session(core, 'author');
    await expect(startReview(core, author.id, 'nope')).rejects.toThrow(/No session with id nope/);
  });
});
