import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { AgentReview } from '../../../../../shared/contract';
import {
  WITH_PROBLEMS,
  callCore,
  reviewReaching,
  useSlipsWorkspace,
} from '../../../../support/slipsWorkspace';

/*
 * A person's comments follow the code as it changes, with the real engine and
 * parley-agent sessions: each keeps the tree its line counts in (the working
 * tree when made on the diff now, the round's snapshot when made on its diff).
 */

const workspace = useSlipsWorkspace();
const REWRITTEN = '  // Strings are added as numbers.';

/**
 * A review stopped after round 1 (at max rounds; without auto-iterate, at
 * changes requested), and a person's comments added on the diff `on`.
 */
async function commentedAfterRound1(autoIterate = true) {
  const core = await workspace.setUp();
  const author = await workspace.session(core, 'author');
  const reviewer = await workspace.session(core, 'reviewer');
  const started = await callCore(core, 'review:start', {
    authorSessionId: author.id,
    reviewerSessionId: reviewer.id,
    // Without auto-iterate it stops after round 1 anyway, with the feedback still to send.
    maxRounds: autoIterate ? 1 : 2,
    autoIterate,
  });
  await reviewReaching(core, started.id, [autoIterate ? 'max-rounds' : 'changes-requested']);
  const add = async (line: number, on?: 'now' | { round: number }) => {
    const review: AgentReview = await callCore(core, 'review:add-comment', {
      id: started.id,
      file: 'math.js',
      line,
      severity: 'warning',
      comment: `About line ${line}.`,
      ...(on ? { on } : {}),
    });
    return review.humanComments!.at(-1)!.id;
  };
  return { core, id: started.id, add };
}

describe("a person's comments on the diff as it is now", () => {
  it('move down by the lines written above them since, and say when their line was rewritten', async () => {
    const { core, id, add } = await commentedAfterRound1();
    const onTwice = await add(7, 'now');
    const onTodo = await add(3, { round: 1 });
    // Made by a client that does not say on which diff: its line cannot be followed.
    await add(2);

    // Someone writes a line at the top and rewrites the TODO.
    const edited = `// math helpers\n${WITH_PROBLEMS.replace('  // TODO: handle strings', REWRITTEN)}`;
    await writeFile(workspace.repo.file('math.js'), edited);

    const now = await callCore(core, 'review:comments-now', { id });
    expect(now.people).toEqual([
      { commentId: onTwice, file: 'math.js', line: 8, changed: false },
      { commentId: onTodo, file: 'math.js', line: 4, changed: true },
    ]);
  });

  it('a comment made on the diff now counts from the tree then, not from the round before', async () => {
    const { core, id, add } = await commentedAfterRound1();
    // The author's tree moves on after the round: a line written at the top…
    await writeFile(workspace.repo.file('math.js'), `// math helpers\n${WITH_PROBLEMS}`);
    // …and the person comments on line 8 as the diff now shows it ("twice").
    const onTwice = await add(8, 'now');
    // Then two more lines go in at the top.
    await writeFile(
      workspace.repo.file('math.js'),
      `// a\n// b\n// math helpers\n${WITH_PROBLEMS}`,
    );

    const now = await callCore(core, 'review:comments-now', { id });
    expect(now.people).toEqual([{ commentId: onTwice, file: 'math.js', line: 10, changed: false }]);
  });

  it("stay where they were made when git no longer has their tree, as the round's comments do", async () => {
    const { core, id, add } = await commentedAfterRound1();
    const onTwice = await add(7, 'now');
    await add(3, { round: 1 });
    // The round's snapshot is gone (deleted by hand): its comment cannot be followed.
    const root = workspace.repo.dir;
    const refs = execFileSync('git', ['for-each-ref', '--format=%(refname)', 'refs/parley/'], {
      cwd: root,
      encoding: 'utf8',
    });
    for (const ref of refs.split('\n').filter(Boolean)) {
      execFileSync('git', ['update-ref', '-d', ref], { cwd: root });
    }
    await writeFile(workspace.repo.file('math.js'), `// math helpers\n${WITH_PROBLEMS}`);

    const now = await callCore(core, 'review:comments-now', { id });
    expect(now.people).toEqual([{ commentId: onTwice, file: 'math.js', line: 8, changed: false }]);
    // The reviewer's comments, moved by the same snapshot, stand on the lines they cited.
    const cited = core.reviews.get(id).rounds[0]!.reviewComments.map((c) => c.line);
    expect(now.places.map((p) => p.line)).toEqual(cited);
  });
});

describe("a person's comments on a round's diff", () => {
  it('one made on the diff now stands on the line the round had, or says the round lacked it', async () => {
    const { core, id, add } = await commentedAfterRound1();
    const onTodo = await add(3, { round: 1 });
    // After the round a line is written at the top and one below the TODO; the person comments
    // on the diff now: on "twice" (line 9 now, 7 in round 1) and on the new line (4 now).
    const edited = WITH_PROBLEMS.replace(
      '  // TODO: handle strings\n',
      '  // TODO: handle strings\n  // Numbers only.\n',
    );
    await writeFile(workspace.repo.file('math.js'), `// math helpers\n${edited}`);
    const onTwice = await add(9, 'now');
    const onNew = await add(5, 'now');

    // The one made on round 1's own diff stands where it was made: it is not asked about.
    expect(await callCore(core, 'review:people-on-round', { id, round: 1 })).toEqual([
      { commentId: onTwice, file: 'math.js', line: 7, changed: false },
      // Its line came after the round: it stands by the line the new one was written under.
      { commentId: onNew, file: 'math.js', line: 3, changed: true },
    ]);
    expect(onTodo).toBeDefined();
    await expect(callCore(core, 'review:people-on-round', { id, round: 2 })).rejects.toThrow(
      /no round 2/,
    );
  });
});

describe('feedback sent after the code moved', () => {
  it("cites each comment, the reviewer's and a person's, where it stands now", async () => {
    const { core, id, add } = await commentedAfterRound1(false);
    await add(7, { round: 1 });
    const reviewed = core.reviews.get(id).rounds[0]!.reviewComments;
    expect(reviewed.map((c) => `${c.file}:${c.line}`)).toContain('math.js:2');
    await writeFile(workspace.repo.file('math.js'), `// math helpers\n${WITH_PROBLEMS}`);

    await callCore(core, 'review:send-feedback', { id });
    const back = await reviewReaching(core, id, [
      'changes-requested',
      'approved',
      'max-rounds',
      'stalled',
      'needs-discussion',
      'error',
    ]);
    const answer = back.rounds[0]!.authorResponse;
    // parley-agent fixes what the lines cited hold (the console.log, now on line 3) and says it
    // cannot act on the person's free text, citing it where it is now.
    expect(answer).toMatch(/math\.js:3: removed/);
    expect(answer).toMatch(/math\.js:8/);
    expect(await workspace.repo.read('math.js')).not.toContain('console.log');
  });
});

describe('comments made before any review', () => {
  it('stand where their code went, on the diff now before any review', async () => {
    const core = await workspace.setUp();
    const author = await workspace.session(core, 'author');
    const draft = { sessionId: author.id, file: 'math.js', severity: 'suggestion' as const };
    await callCore(core, 'review:add-draft', { ...draft, line: 7, comment: 'Double.', on: 'now' });
    // From a client that does not say on which diff: not followed.
    const both = await callCore(core, 'review:add-draft', { ...draft, line: 2, comment: 'Log.' });
    await writeFile(workspace.repo.file('math.js'), `// math helpers\n${WITH_PROBLEMS}`);

    expect(await callCore(core, 'review:drafts-now', { sessionId: author.id })).toEqual([
      { commentId: both[0]!.id, file: 'math.js', line: 8, changed: false },
    ]);
    await expect(callCore(core, 'review:drafts-now', { sessionId: 'gone' })).rejects.toThrow(
      /gone/,
    );
  });

  it('are followed once a review takes them', async () => {
    const core = await workspace.setUp();
    const author = await workspace.session(core, 'author');
    const reviewer = await workspace.session(core, 'reviewer');
    const [draft] = await callCore(core, 'review:add-draft', {
      sessionId: author.id,
      file: 'math.js',
      line: 7,
      severity: 'suggestion',
      comment: 'Call it double.',
      on: 'now',
    });
    await writeFile(workspace.repo.file('math.js'), `// math helpers\n${WITH_PROBLEMS}`);
    const started = await callCore(core, 'review:start', {
      authorSessionId: author.id,
      reviewerSessionId: reviewer.id,
      autoIterate: false,
    });
    await reviewReaching(core, started.id, ['changes-requested']);

    const now = await callCore(core, 'review:comments-now', { id: started.id });
    expect(now.people).toEqual([
      { commentId: draft!.id, file: 'math.js', line: 8, changed: false },
    ]);
  });
});
