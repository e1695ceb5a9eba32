import { afterEach, describe, expect, it } from 'vitest';
import type { AgentReview, ReviewComment } from '../../../../../shared/contract';
import { Snapshots } from '../../../../../main/core/git/snapshots';
import { commentsNow } from '../../../../../main/core/review/engine/commentsNow';
import { makeTestRepo, realGit, type TestRepo } from '../../git/testRepo';
import { pendingReview } from '../../../../support/pendingReview';

const AT = '2025-01-01T10:00:00.000Z';
const FILE = Array.from({ length: 12 }, (_, i) => `line ${i + 1}`).join('\n') + '\n';

function reviewOf(repo: TestRepo, comments: ReviewComment[], snapshotRef?: string): AgentReview {
  return pendingReview(AT, {
    workspace: repo.dir,
    status: 'max-rounds',
    rounds: [
      {
        roundNumber: 1,
        verdict: 'changes-requested',
        reviewComments: comments,
        authorResponse: '',
        cost: { author: 0, reviewer: 0, total: 0, estimated: false },
        timestamp: AT,
        ...(snapshotRef ? { snapshotRef } : {}),
      },
    ],
  });
}

const comment = (line: number, endLine?: number): ReviewComment => ({
  file: 'src/a.txt',
  line,
  ...(endLine === undefined ? {} : { endLine }),
  severity: 'warning',
  comment: `about line ${line}`,
});

describe("the latest round's comments on the diff as it is now", () => {
  const snapshots = new Snapshots(realGit());
  let repo: TestRepo;
  afterEach(async () => {
    await repo?.remove();
  });

  async function reviewedThenEdited(comments: ReviewComment[], edited: string) {
    repo = await makeTestRepo();
    await repo.write('src/a.txt', FILE);
    const shot = await snapshots.take(repo.dir, 'r1', 1);
    await repo.write('src/a.txt', edited);
    return reviewOf(repo, comments, shot.ref);
  }

  it('moves each comment down by the lines written above it, and marks the ones whose lines were rewritten', async () => {
    const lines = FILE.split('\n');
    // Two lines written at the top, line 6 rewritten, line 10 untouched.
    lines[5] = 'line 6, fixed';
    const edited = ['new 1', 'new 2', ...lines].join('\n');
    const review = await reviewedThenEdited(
      [comment(6), comment(10), comment(9, 11), comment(0)],
      edited,
    );

    const now = await commentsNow(review, snapshots);

    expect(now.round).toBe(1);
    expect(now.places).toEqual([
      { index: 0, file: 'src/a.txt', line: 8, changed: true },
      { index: 1, file: 'src/a.txt', line: 12, changed: false },
      { index: 2, file: 'src/a.txt', line: 11, endLine: 13, changed: false },
      // A comment on the whole file stays one.
      { index: 3, file: 'src/a.txt', line: 0, changed: false },
    ]);
  });

  it('leaves the comments where they were made when nothing changed, or the round kept no snapshot', async () => {
    const review = await reviewedThenEdited([comment(4)], FILE);
    expect((await commentsNow(review, snapshots)).places).toEqual([
      { index: 0, file: 'src/a.txt', line: 4, changed: false },
    ]);

    await repo.write('src/a.txt', `top\n${FILE}`);
    const withoutSnapshot = reviewOf(repo, [comment(4)]);
    expect((await commentsNow(withoutSnapshot, snapshots)).places).toEqual([
      { index: 0, file: 'src/a.txt', line: 4, changed: false },
    ]);
  });

  it("keeps a pull request's comments where they were made: its diff is no working tree", async () => {
    const review = await reviewedThenEdited([comment(4)], `top\n${FILE}`);
    const pr: AgentReview = { ...review, diffSource: { kind: 'pr', number: 7 } };
    expect((await commentsNow(pr, snapshots)).places).toEqual([
      { index: 0, file: 'src/a.txt', line: 4, changed: false },
    ]);
    expect((await commentsNow(review, snapshots)).places).toEqual([
      { index: 0, file: 'src/a.txt', line: 5, changed: false },
    ]);
  });

  it('follows a file renamed since the round, and tells its rewritten lines', async () => {
    const review = await reviewedThenEdited([comment(4), comment(8)], FILE);
    repo.git('add', '-A');
    repo.git('mv', 'src/a.txt', 'src/b.txt');
    await repo.write('src/b.txt', `top\n${FILE.replace('line 8\n', 'line 8, fixed\n')}`);

    expect((await commentsNow(review, snapshots)).places).toEqual([
      { index: 0, file: 'src/b.txt', line: 5, changed: false },
      { index: 1, file: 'src/b.txt', line: 9, changed: true },
    ]);
  });

  it('says there is no round before the first', async () => {
    repo = await makeTestRepo();
    const review = { ...reviewOf(repo, []), rounds: [] };
    expect(await commentsNow(review, snapshots)).toEqual({ round: null, places: [], people: [] });
  });
});
