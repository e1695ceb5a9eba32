import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, realpath, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CoreError } from '../../../../main/core/api';
import { openRepo } from '../../../../main/core/git/repo';
import { makeTestRepo, realGit, type TestRepo } from './testRepo';

describe('openRepo', () => {
  const git = realGit();
  const cleanUp: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const step of cleanUp.splice(0)) await step();
  });

  async function testRepo(options?: { commit?: boolean }): Promise<TestRepo> {
    const repo = await makeTestRepo(options);
    cleanUp.push(() => repo.remove());
    return repo;
  }

  it('finds the top level, HEAD and the index from a folder inside the work tree', async () => {
    const repo = await testRepo();
    const root = await realpath(repo.dir);
    const opened = await openRepo(git, path.join(repo.dir, 'src'));
    expect(opened).toEqual({
      root,
      head: repo.git('rev-parse', 'HEAD').trim(),
      indexFile: path.join(repo.dir, 'src', '..', '.git', 'index'),
    });
  });

  it('answers no HEAD in a repository with no commits yet', async () => {
    const repo = await testRepo({ commit: false });
    const opened = await openRepo(git, repo.dir);
    expect(opened.head).toBeNull();
    expect(opened.indexFile).toBe(path.join(repo.dir, '.git', 'index'));
  });

  it("gives a linked worktree its own index, not the main work tree's", async () => {
    const repo = await testRepo();
    const linked = path.join(await mkdtemp(path.join(os.tmpdir(), 'parley-linked-')), 'tree');
    cleanUp.push(() => rm(path.dirname(linked), { recursive: true, force: true }));
    repo.git('worktree', 'add', '-q', linked);
    const opened = await openRepo(git, linked);
    expect(opened.root).toBe(await realpath(linked));
    expect(opened.indexFile).toBe(
      path.join(await realpath(repo.dir), '.git', 'worktrees', 'tree', 'index'),
    );
  });

  it('opens a repository whose path holds a line break', async () => {
    const parent = await mkdtemp(path.join(os.tmpdir(), 'parley-odd-'));
    cleanUp.push(() => rm(parent, { recursive: true, force: true }));
    const dir = path.join(parent, 'two\nlines');
    await mkdir(dir);
    execFileSync('git', ['init', '-q', dir]);
    const opened = await openRepo(git, dir);
    expect(opened).toEqual({
      root: await realpath(dir),
      head: null,
      indexFile: path.join(dir, '.git', 'index'),
    });
  });

  it('says a folder outside git is not inside a repository', async () => {
    const plain = await mkdtemp(path.join(os.tmpdir(), 'parley-plain-'));
    cleanUp.push(() => rm(plain, { recursive: true, force: true }));
    const failure = await openRepo(git, plain).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CoreError);
    expect(failure).toMatchObject({ code: 'bad-input', message: expect.stringContaining(plain) });
  });
});
