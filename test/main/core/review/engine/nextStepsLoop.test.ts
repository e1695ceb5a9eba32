import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AgentReview } from '../../../../../shared/contract';
import { readJournal } from '../../../../../main/core/review/journal/journal';
import { waitFor } from '../../../../support/poll';
import {
  WITH_PROBLEMS,
  callCore,
  reviewReaching,
  useSlipsWorkspace,
} from '../../../../support/slipsWorkspace';

/*
 * The next steps of a review that stopped for a person, with the real engine
 * and real agents: parley-agent on both sides, or a scripted reviewer that
 * suggests code.
 */

const SUGGESTING_REVIEWER = path.resolve('test/support/agents/suggestingReviewer.mjs');
const workspace = useSlipsWorkspace();

const ctx = { clientId: 'test' };
const call = callCore;

const AT_REST: AgentReview['status'][] = [
  'approved',
  'max-rounds',
  'needs-discussion',
  'stalled',
  'changes-requested',
  'error',
];

describe('after max rounds, with real parley-agent sessions', () => {
  it('one more round sends only the open comments; approve anyway ends it; both survive a restart', async () => {
    let core = await workspace.setUp();
    const author = await workspace.session(core, 'author');
    const reviewer = await workspace.session(core, 'reviewer');
    const started = await call(core, 'review:start', {
      authorSessionId: author.id,
      reviewerSessionId: reviewer.id,
      maxRounds: 1,
    });
    const stopped = await reviewReaching(core, started.id, AT_REST);
    expect(stopped.status).toBe('max-rounds');
    // Max rounds sends nothing to the author: the file is as it was.
    expect(await workspace.repo.read('math.js')).toBe(WITH_PROBLEMS);

    const comments = stopped.rounds[0]!.reviewComments;
    const onLog = comments.findIndex((c) => c.line === 2);
    const onTodo = comments.findIndex((c) => c.line === 3);
    expect(onLog).toBeGreaterThanOrEqual(0);
    expect(onTodo).toBeGreaterThanOrEqual(0);
    await call(core, 'review:resolve-comment', {
      id: started.id,
      comment: { kind: 'reviewer', round: 1, index: onLog },
      resolution: 'resolved',
    });

    const more = await call(core, 'review:one-more-round', { id: started.id });
    expect(more).toMatchObject({ status: 'in-progress', phase: 'author-fixing', maxRounds: 2 });
    const after = await reviewReaching(core, started.id, AT_REST);

    // The author got the TODO comment only: it removed the TODO and left the resolved console.log.
    const fixed = await workspace.repo.read('math.js');
    expect(fixed).not.toContain('TODO');
    expect(fixed).toContain('console.log("adding", a, b);');
    expect(after.rounds[0]!.authorResponse).toMatch(/math\.js:3/);
    expect(after.rounds[0]!.authorResponse).not.toMatch(/math\.js:2\b/);
    // The reviewer still sees the console.log, so round 2 is the new limit.
    expect(after.rounds).toHaveLength(2);
    expect(after.status).toBe('max-rounds');

    const approved = await call(core, 'review:approve-anyway', { id: started.id });
    expect(approved.status).toBe('approved');
    expect(approved.statusReason).toMatch(/Approved by a person \(after 2 rounds/);
    await expect(call(core, 'review:approve-anyway', { id: started.id })).rejects.toThrow(
      /Cannot approve anyway a review that is approved/,
    );

    const journal = readJournal(workspace.dataDir, started.id).entries.map((e) => e.kind);
    expect(journal).toEqual(
      expect.arrayContaining(['comment-resolved', 'one-more-round', 'approve-anyway']),
    );
    expect(journal.indexOf('comment-resolved')).toBeLessThan(journal.indexOf('one-more-round'));
    // Round 1's note in the workspace says which comment the person resolved.
    await waitFor(
      async () =>
        (
          await workspace.repo.read(`.parley/reviews/${started.id}/round-1.md`).catch(() => '')
        ).includes('line 2 (resolved by a person, not sent to the author again)'),
      { what: "round 1's note to mark the resolved comment" },
    );

    // A restart reads back what the person decided.
    core = await workspace.restart(core);
    const reread = await call(core, 'review:get', { id: started.id });
    expect(reread.status).toBe('approved');
    expect(reread.rounds[0]!.reviewComments[onLog]!.resolution).toBe('resolved');
  });
});

describe('comments before any review', () => {
  it('are kept as drafts of the work, and its next review carries them to the author', async () => {
    const core = await workspace.setUp();
    const author = await workspace.session(core, 'author');
    const reviewer = await workspace.session(core, 'reviewer');
    const draft = {
      sessionId: author.id,
      file: 'math.js',
      line: 7,
      severity: 'suggestion' as const,
    };
    await core.handlers['review:add-draft']({ ...draft, comment: 'Call it double.' }, ctx);
    const two = await core.handlers['review:add-draft'](
      { ...draft, comment: 'A second thought.' },
      ctx,
    );
    await core.handlers['review:remove-draft'](
      { sessionId: author.id, commentId: two[1]!.id },
      ctx,
    );
    await expect(
      core.handlers['review:add-draft']({ ...draft, sessionId: 'gone', comment: 'x' }, ctx),
    ).rejects.toThrow(/No session with id gone/);

    const started = await call(core, 'review:start', {
      authorSessionId: author.id,
      reviewerSessionId: reviewer.id,
      autoIterate: false,
      // A suggestion alone holds the review back only under the strictest gate.
      gate: 'suggestion',
    });
    // The review took the draft; it is no longer a draft.
    expect(started.humanComments?.map((c) => [c.comment, c.sentInRound])).toEqual([
      ['Call it double.', undefined],
    ]);
    expect(await core.handlers['review:list-drafts']({ sessionId: author.id }, ctx)).toEqual([]);

    await reviewReaching(core, started.id, AT_REST);
    await call(core, 'review:send-feedback', { id: started.id });
    const back = await reviewReaching(core, started.id, ['changes-requested', 'approved', 'error']);
    // parley-agent cannot act on free text and says so, citing the person's comment.
    expect(back.rounds[0]!.authorResponse).toMatch(/math\.js:7/);
    expect(back.humanComments?.[0]?.sentInRound).toBe(1);
  });
});

describe('comments a stopped review never sent', () => {
  it('go with the next review of the work, not left behind on the old one', async () => {
    const core = await workspace.setUp();
    const author = await workspace.session(core, 'author');
    const reviewer = await workspace.session(core, 'reviewer');
    const pair = { authorSessionId: author.id, reviewerSessionId: reviewer.id };
    const first = await call(core, 'review:start', { ...pair, maxRounds: 1 });
    await reviewReaching(core, first.id, AT_REST);
    const comment = { file: 'math.js', line: 7, severity: 'warning' as const };
    await call(core, 'review:add-comment', { id: first.id, ...comment, comment: 'Name it.' });
    const settled = await call(core, 'review:add-comment', {
      id: first.id,
      ...comment,
      comment: 'Settled already.',
    });
    await call(core, 'review:resolve-comment', {
      id: first.id,
      comment: { kind: 'person', commentId: settled.humanComments!.at(-1)!.id },
      resolution: 'dismissed',
    });

    const next = await call(core, 'review:start', { ...pair, autoIterate: false });
    expect(next.humanComments?.map((c) => c.comment)).toEqual(['Name it.']);
    const old = core.reviews.get(first.id);
    expect(old.humanComments?.map((c) => c.comment)).toEqual(['Settled already.']);
    const journal = readJournal(workspace.dataDir, first.id).entries.map((e) => e.kind);
    expect(journal).toContain('comments-carried');
    await reviewReaching(core, next.id, AT_REST);
  });
});

describe('applying a suggestion, with a scripted reviewer that suggests code', () => {
  /** A review stopped on round 1 with one comment, suggesting a new line 7 of math.js. */
  async function suggested() {
    const core = await workspace.setUp();
    const author = await workspace.session(core, 'author');
    const reviewer = await workspace.session(
      core,
      'suggester',
      `${process.execPath} ${SUGGESTING_REVIEWER} math.js 7 "export const twice = (n) => 2 * n;"`,
    );
    const started = await call(core, 'review:start', {
      authorSessionId: author.id,
      reviewerSessionId: reviewer.id,
      autoIterate: false,
      // A suggestion alone holds the review back only under the strictest gate.
      gate: 'suggestion',
    });
    const review = await reviewReaching(core, started.id, AT_REST);
    expect(review.status).toBe('changes-requested');
    return { core, author, started, review };
  }

  it('applies it where its lines stand now when lines were written above them since the round', async () => {
    const { core, started } = await suggested();
    const moved = `// helpers\n${WITH_PROBLEMS}`;
    await writeFile(workspace.repo.file('math.js'), moved);
    const now = await call(core, 'review:comments-now', { id: started.id });
    expect(now).toEqual({
      round: 1,
      places: [{ index: 0, file: 'math.js', line: 8, changed: false }],
      people: [],
    });

    await call(core, 'review:apply-suggestion', { id: started.id, round: 1, index: 0 });
    expect(await workspace.repo.read('math.js')).toBe(
      moved.replace('(n) => add(n, n);', '(n) => 2 * n;'),
    );
    const applied = await call(core, 'review:comments-now', { id: started.id });
    expect(applied).toEqual({
      round: 1,
      places: [{ index: 0, file: 'math.js', line: 8, changed: true }],
      people: [],
    });
    // A review that is not there: a clear refusal.
    await expect(call(core, 'review:comments-now', { id: 'no-such-review' })).rejects.toThrow(
      /no-such-review/,
    );
  });

  it('writes the suggestion to the file, resolves the comment, and refuses once the lines moved on', async () => {
    const { core, author, started, review } = await suggested();
    const [suggestion] = review.rounds[0]!.reviewComments;
    expect(suggestion).toMatchObject({
      file: 'math.js',
      line: 7,
      suggestion: 'export const twice = (n) => 2 * n;',
      replaces: 'export const twice = (n) => add(n, n);',
    });

    const applied = await call(core, 'review:apply-suggestion', {
      id: started.id,
      round: 1,
      index: 0,
    });
    expect(await workspace.repo.read('math.js')).toBe(
      WITH_PROBLEMS.replace('(n) => add(n, n);', '(n) => 2 * n;'),
    );
    expect(applied.rounds[0]!.reviewComments[0]).toMatchObject({
      resolution: 'resolved',
      suggestionApplied: true,
    });
    // The diff as it is now shows the suggested line.
    const now = await core.handlers['diff:capture'](
      { sessionId: author.id, diffSource: { kind: 'working-tree' } },
      ctx,
    );
    expect(now.raw).toContain('+export const twice = (n) => 2 * n;');

    // Applying it again finds it there already, and says so.
    await expect(
      call(core, 'review:apply-suggestion', { id: started.id, round: 1, index: 0 }),
    ).rejects.toThrow('The file already holds this suggestion at line 7: nothing was changed.');
    // The line moved on since: a clear refusal, and the file stays as it is.
    const edited = (await workspace.repo.read('math.js')).replace('(n) => 2 * n;', '(n) => n + n;');
    await writeFile(workspace.repo.file('math.js'), edited);
    await expect(
      call(core, 'review:apply-suggestion', { id: started.id, round: 1, index: 0 }),
    ).rejects.toThrow(/Line 7 changed since the review/);
    await expect(
      call(core, 'review:apply-suggestion', { id: started.id, round: 1, index: 4 }),
    ).rejects.toThrow(/no comment 4 in round 1/);
    expect(await workspace.repo.read('math.js')).toBe(edited);
  });
});
