import { afterEach, describe, expect, it } from 'vitest';
import { repoBranches } from '../../../../main/core/git/branches';
import type { TestRepo } from './testRepo';
import { makeTestRepo, realGit } from './testRepo';

describe('repoBranches', () => {
  const git = realGit();
  const repos: TestRepo[] = [];
  afterEach(async () => {
    await Promise.all(repos.splice(0).map((repo) => repo.remove()));
  });
  async function repoOn(branch: string): Promise<TestRepo> {
    const repo = await makeTestRepo();
    repos.push(repo);
    repo.git('branch', '-m', branch);
    return repo;
  }

  it('offers master as the base of a repository whose main line is master, never a guessed "main"', async () => {
    const repo = await repoOn('master');
    repo.git('checkout', '-q', '-b', 'feature');
    const { branches, defaultBase } = await repoBranches(git, repo.dir);
    expect([...branches].sort()).toEqual(['feature', 'master']);
    expect(defaultBase).toBe('master');
  });

  it("takes origin's default branch first, its local twin when there is one", async () => {
    const upstream = await repoOn('trunk');
    const clone = await makeTestRepo({ commit: false });
    repos.push(clone);
    clone.git('remote', 'add', 'origin', upstream.dir);
    clone.git('fetch', '-q', 'origin');
    clone.git('remote', 'set-head', 'origin', 'trunk');
    clone.git('checkout', '-q', '-b', 'work', 'origin/trunk');
    // origin/trunk has no local twin: the remote branch is the base.
    expect((await repoBranches(git, clone.dir)).defaultBase).toBe('origin/trunk');
    clone.git('branch', 'trunk', 'origin/trunk');
    expect((await repoBranches(git, clone.dir)).defaultBase).toBe('trunk');
  });

  it('guesses no base when no branch goes by a main line name', async () => {
    const repo = await repoOn('feature-x');
    expect(await repoBranches(git, repo.dir)).toEqual({
      branches: ['feature-x'],
      defaultBase: null,
    });
  });
});
