import { afterEach, describe, expect, it } from 'vitest';
import { Snapshots } from '../../../../main/core/git/snapshots';
import type { TestRepo } from './testRepo';
import { makeTestRepo, realGit } from './testRepo';

/** Everything about the user's repository that a snapshot must leave alone. */
async function userState(repo: TestRepo) {
  return {
    index: await repo.read('.git/index'),
    head: repo.git('rev-parse', 'HEAD'),
    symbolicHead: repo.git('symbolic-ref', 'HEAD'),
    branches: repo.git('for-each-ref', 'refs/heads'),
    status: repo.git('status', '--porcelain', '--untracked-files=all'),
  };
}

describe('Snapshots', () => {
  const snapshots = new Snapshots(realGit());
  let repo: TestRepo;
  afterEach(async () => {
    await repo?.remove();
  });

  it('tells which files changed since a snapshot, leaving ignored files and .parley/ out', async () => {
    repo = await makeTestRepo();
    await repo.write('.gitignore', 'dist/\n');
    repo.commitAll('ignore');
    await repo.write('src/app.ts', 'export const a = 1;\n');
    const shot = await snapshots.take(repo.dir, 'rev-1', 1);
    expect(await snapshots.changedSince(repo.dir, shot.ref)).toEqual([]);

    await repo.write('src/app.ts', 'export const a = 2;\n');
    await repo.write('notes.md', 'a reviewer wrote this\n');
    await repo.write('dist/bundle.js', 'build output\n');
    await repo.write('.parley/answers/a.md', 'answer\n');
    expect((await snapshots.changedSince(repo.dir, shot.ref)).sort()).toEqual([
      'notes.md',
      'src/app.ts',
    ]);
  });

  it("saves the working tree as a commit under refs/parley without moving the user's branch, HEAD or index", async () => {
    repo = await makeTestRepo();
    await repo.write('.gitignore', 'secret.env\n');
    repo.commitAll('ignore');
    await repo.write('src/app.ts', 'export const a = 10;\n');
    await repo.write('src/untracked.ts', 'new\n');
    await repo.write('staged.txt', 'staged\n');
    repo.git('add', 'staged.txt');
    await repo.write('secret.env', 'TOKEN=1\n');
    await repo.write('.parley/prompt.md', 'prompt\n');
    const before = await userState(repo);

    const shot = await snapshots.take(repo.dir, 'rev-1', 1);

    expect(await userState(repo)).toEqual(before);
    expect(shot.ref).toBe('refs/parley/rev-1/round-1');
    expect(repo.git('rev-parse', shot.ref).trim()).toBe(shot.commit);
    expect(repo.git('rev-parse', `${shot.commit}^`)).toBe(before.head);
    const tree = repo.git('ls-tree', '-r', '--name-only', shot.commit).trim().split('\n');
    expect(tree.sort()).toEqual([
      '.gitignore',
      'README.md',
      'src/app.ts',
      'src/untracked.ts',
      'staged.txt',
    ]);
    expect(repo.git('show', `${shot.commit}:src/app.ts`)).toBe('export const a = 10;\n');
  });

  it('diffs two rounds to show only what changed in between', async () => {
    repo = await makeTestRepo();
    await repo.write('src/app.ts', 'export const a = 1;\nconsole.log("debug");\n');
    await snapshots.take(repo.dir, 'rev-2', 1);
    await repo.write('src/app.ts', 'export const a = 1;\n');
    await repo.write('src/app.test.ts', 'test\n');
    await snapshots.take(repo.dir, 'rev-2', 2);

    const diff = await snapshots.diff(repo.dir, 'rev-2', 1, 2);
    expect(diff.description).toMatch(/^Changes from round 1 \([0-9a-f]{10}\) to round 2/);
    expect(diff.files.map((f) => [f.path, f.status, f.added, f.removed])).toEqual([
      ['src/app.test.ts', 'added', 1, 0],
      ['src/app.ts', 'modified', 0, 1],
    ]);
    await expect(snapshots.diff(repo.dir, 'rev-2', 1, 3)).rejects.toThrow(
      /No snapshot refs\/parley\/rev-2\/round-3/,
    );
  });

  it("lists a review's rounds in order and deletes only that review's refs", async () => {
    repo = await makeTestRepo();
    for (const round of [1, 2, 10]) await snapshots.take(repo.dir, 'keep-me-not', round);
    await snapshots.take(repo.dir, 'other', 1);

    const listed = await snapshots.list(repo.dir, 'keep-me-not');
    expect(listed.map((s) => s.round)).toEqual([1, 2, 10]);
    expect(listed[0]!.commit).toMatch(/^[0-9a-f]{40}$/);

    expect(await snapshots.remove(repo.dir, 'keep-me-not')).toBe(3);
    expect(await snapshots.list(repo.dir, 'keep-me-not')).toEqual([]);
    expect(await snapshots.list(repo.dir, 'other')).toHaveLength(1);
    expect(await snapshots.remove(repo.dir, 'keep-me-not')).toBe(0);
  });

  it('works with no commits, no identity to commit as, and commit signing switched on', async () => {
    repo = await makeTestRepo({ commit: false });
    repo.git('config', '--unset', 'user.name');
    repo.git('config', '--unset', 'user.email');
    repo.git('config', 'user.useConfigOnly', 'true');
    repo.git('config', 'commit.gpgSign', 'true');
    await repo.write('a.txt', 'a\n');
    const git = realGit();
    const isolated = new Snapshots({
      run: (args, options) =>
        git.run(args, {
          ...options,
          env: { ...options.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' },
        }),
    });
    const shot = await isolated.take(repo.dir, 'fresh', 1);
    expect(repo.git('ls-tree', '--name-only', shot.commit).trim()).toBe('a.txt');
    expect(repo.git('rev-list', '--parents', '-n', '1', shot.commit).trim()).toBe(shot.commit);
    expect(repo.git('status', '--porcelain')).toBe('?? a.txt\n');
  });

  it('refuses review ids and rounds that cannot make a safe ref name', async () => {
    repo = await makeTestRepo();
    await expect(snapshots.take(repo.dir, '../heads/main', 1)).rejects.toThrow(
      /cannot name a snapshot/,
    );
    await expect(snapshots.take(repo.dir, 'ok', 0)).rejects.toThrow(/Round must be/);
    expect(repo.git('for-each-ref', 'refs/parley')).toBe('');
  });
});
