import { utimes } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { workingTreeDiff } from '../../../../../main/core/git/sources/workingTree';
import type { TestRepo } from '../testRepo';
import { makeTestRepo, realGit } from '../testRepo';

describe('workingTreeDiff', () => {
  const git = realGit();
  let repo: TestRepo;
  afterEach(async () => {
    await repo?.remove();
  });

  it('shows staged, unstaged and untracked changes, not ignored or .parley files', async () => {
    repo = await makeTestRepo();
    await repo.write('.gitignore', 'dist/\n');
    repo.commitAll('ignore dist');
    await repo.write('src/app.ts', 'export const a = 1;\nexport const b = 3;\n');
    await repo.write('src/new.ts', 'export const c = 4;\n');
    await repo.write('staged.txt', 'staged\n');
    repo.git('add', 'staged.txt');
    await repo.write('dist/bundle.js', 'ignored\n');
    await repo.write('.parley/prompt-1.md', 'prompt\n');
    await repo.write('pkg/.parley/reviews/r1.md', 'artifact\n');
    repo.git('mv', 'README.md', 'README.txt');

    const diff = await workingTreeDiff(git, repo.dir);
    expect(diff.warnings).toEqual([]);
    expect(diff.description).toMatch(
      /^Working tree vs HEAD \([0-9a-f]{10}\), untracked files included$/,
    );
    const summary = diff.files.map((f) => [f.path, f.status, f.added, f.removed]);
    expect(summary).toEqual([
      ['README.txt', 'renamed', 0, 0],
      ['src/app.ts', 'modified', 1, 1],
      ['src/new.ts', 'added', 1, 0],
      ['staged.txt', 'added', 1, 0],
    ]);
    expect(diff.raw).not.toContain('.parley');
    expect(diff.raw).toContain('+export const b = 3;');
  });

  it("never changes the user's index, HEAD or status", async () => {
    repo = await makeTestRepo();
    await repo.write('src/app.ts', 'changed\n');
    await repo.write('untracked.txt', 'new\n');
    await repo.write('half.txt', 'staged\n');
    repo.git('add', 'half.txt');
    const before = {
      index: await repo.read('.git/index'),
      head: repo.git('rev-parse', 'HEAD'),
      status: repo.git('status', '--porcelain'),
    };
    await workingTreeDiff(git, repo.dir);
    expect(await repo.read('.git/index')).toEqual(before.index);
    expect(repo.git('rev-parse', 'HEAD')).toBe(before.head);
    expect(repo.git('status', '--porcelain')).toBe(before.status);
  });

  it('diffs a repository with no commits yet against the empty tree', async () => {
    repo = await makeTestRepo({ commit: false });
    await repo.write('first.ts', 'one\ntwo\n');
    const diff = await workingTreeDiff(git, repo.dir);
    expect(diff.description).toContain('no commits yet');
    expect(diff.files).toMatchObject([{ path: 'first.ts', status: 'added', added: 2 }]);
  });

  it('round-trips names with spaces, Unicode, tabs and quotes', async () => {
    repo = await makeTestRepo();
    const names = [
      'dir with space/a b.ts',
      'ünï/日本語 😀.md',
      'tab\there.txt',
      'quote"d\\name.txt',
    ];
    for (const name of names) await repo.write(name, 'x\n');
    const diff = await workingTreeDiff(git, repo.dir);
    expect(diff.files.map((f) => f.path).sort()).toEqual([...names].sort());
    expect(diff.raw).toContain('日本語 😀.md');
  });

  it('keeps binary files as binary and works from a subfolder', async () => {
    repo = await makeTestRepo();
    await repo.write('img.bin', Buffer.from([0, 1, 2, 255, 0, 10]));
    const diff = await workingTreeDiff(git, `${repo.dir}/src`);
    expect(diff.files).toMatchObject([
      { path: 'img.bin', binary: true, status: 'added', hunks: [] },
    ]);
  });

  it('sees a same-size edit made in the second of the last commit (racy-clean entry)', async () => {
    repo = await makeTestRepo();
    // Rewriting a file always moves its ctime, which utimes cannot set back; only mtime is pinned here.
    repo.git('config', 'core.trustctime', 'false');
    const file = path.join(repo.dir, 'src/app.ts');
    const sameSecond = Math.floor(Date.now() / 1000) - 60;
    await repo.write('src/app.ts', 'export const a = 1;\nexport const b = 3;\n');
    await utimes(file, sameSecond, sameSecond);
    repo.commitAll('b is 3');
    // The agent edits again (same size) in the second its commit wrote the index.
    await repo.write('src/app.ts', 'export const a = 1;\nexport const b = 4;\n');
    await utimes(file, sameSecond, sameSecond);
    await utimes(path.join(repo.dir, '.git/index'), sameSecond, sameSecond);
    expect(repo.git('diff', '--name-only')).toBe('src/app.ts\n');

    const diff = await workingTreeDiff(git, repo.dir);
    expect(diff.files.map((f) => f.path)).toEqual(['src/app.ts']);
    expect(diff.raw).toContain('+export const b = 4;');
  });

  it('returns no files when nothing changed', async () => {
    repo = await makeTestRepo();
    const diff = await workingTreeDiff(git, repo.dir);
    expect(diff).toMatchObject({ raw: '', files: [], warnings: [] });
  });
});
