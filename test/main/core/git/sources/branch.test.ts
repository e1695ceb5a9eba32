import { afterEach, describe, expect, it } from 'vitest';
import { branchDiff } from '../../../../../main/core/git/sources/branch';
import type { TestRepo } from '../testRepo';
import { makeTestRepo, realGit } from '../testRepo';

describe('branchDiff', () => {
  const git = realGit();
  let repo: TestRepo;
  afterEach(async () => {
    await repo?.remove();
  });

  it("shows the branch's own work since it left the base, uncommitted changes included", async () => {
    repo = await makeTestRepo();
    repo.git('checkout', '-q', '-b', 'feature');
    await repo.write('src/feature.ts', 'export const f = 1;\n');
    repo.commitAll('feature work');
    repo.git('checkout', '-q', 'main');
    await repo.write('src/main-only.ts', 'later on main\n');
    repo.commitAll('main moved on');
    repo.git('checkout', '-q', 'feature');
    // An author's fix, left uncommitted as the feedback prompt asks, and a new file.
    await repo.write('src/feature.ts', 'export const f = 2;\n');
    await repo.write('uncommitted.txt', 'part of the work\n');

    const diff = await branchDiff(git, repo.dir, 'main');
    expect(diff.files.map((f) => [f.path, f.status])).toEqual([
      ['src/feature.ts', 'added'],
      ['uncommitted.txt', 'added'],
    ]);
    expect(diff.files[0]!.hunks[0]!.lines.map((line) => line.text)).toEqual([
      'export const f = 2;',
    ]);
    expect(diff.description).toMatch(
      /^feature vs its merge-base with main \([0-9a-f]{10}\), uncommitted changes included$/,
    );
    // The user's index is left as it was: nothing staged.
    expect(repo.git('status', '--porcelain')).toBe(' M src/feature.ts\n?? uncommitted.txt\n');
  });

  it('gives clear errors for a missing base, an option-like base and no common history', async () => {
    repo = await makeTestRepo();
    await expect(branchDiff(git, repo.dir, 'nope')).rejects.toThrow(
      /^Base branch "nope" does not exist in \S+\. Its branches: main\.$/,
    );
    // Many branches: the first few are named, and how many there are.
    for (const name of ['a', 'b', 'c', 'd', 'e']) repo.git('branch', name);
    await expect(branchDiff(git, repo.dir, 'master')).rejects.toThrow(
      /does not exist in \S+\. Its branches: a, b, c, d, e, … \(6 in all\)\.$/,
    );
    await expect(branchDiff(git, repo.dir, '--output=/tmp/x')).rejects.toThrow(/not a branch name/);
    repo.git('checkout', '-q', '--orphan', 'island');
    repo.commitAll('unrelated');
    await expect(branchDiff(git, repo.dir, 'main')).rejects.toThrow(/no common ancestor/);
  });
});
