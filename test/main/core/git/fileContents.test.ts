import { symlink, writeFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readChangedFiles } from '../../../../main/core/git/fileContents';
import { file } from '../../../renderer/diff/sampleDiffs';
import type { GitRunner } from '../../../../main/core/git/gitRunner';
import { Snapshots } from '../../../../main/core/git/snapshots';
import { workingTreeDiff } from '../../../../main/core/git/sources/workingTree';
import type { TestRepo } from './testRepo';
import { makeTestRepo, realGit } from './testRepo';

const roomy = { totalBytes: 1_000_000, maxFileBytes: 100_000 };

describe('readChangedFiles', () => {
  const git = realGit();
  let repo: TestRepo;
  const extra: string[] = [];
  afterEach(async () => {
    await repo?.remove();
    for (const dir of extra.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  async function changedRepo() {
    repo = await makeTestRepo();
    await repo.write('docs/old.md', 'old\n');
    repo.commitAll('docs');
    await repo.write('src/app.ts', 'export const a = 2;\n');
    await repo.write('src/new.ts', 'export const 炎 = "é";\n');
    await repo.write('logo.png', Buffer.from([137, 80, 78, 71, 0, 0, 0, 13]));
    await repo.write('data.txt', 'text\0with a NUL\n');
    await repo.write('big.txt', 'x'.repeat(5000));
    repo.git('rm', '-q', 'docs/old.md');
    return (await workingTreeDiff(git, repo.dir)).files;
  }

  it('reads the new content of changed text files from the working tree, skipping the rest', async () => {
    const files = await changedRepo();
    const result = await readChangedFiles(
      git,
      repo.dir,
      files,
      { kind: 'working-tree' },
      {
        totalBytes: 1000,
        maxFileBytes: 1000,
      },
    );
    expect(result.files).toEqual([
      { path: 'src/app.ts', content: 'export const a = 2;\n' },
      { path: 'src/new.ts', content: 'export const 炎 = "é";\n' },
    ]);
    expect(result.usedBytes).toBe(
      Buffer.byteLength('export const a = 2;\nexport const 炎 = "é";\n'),
    );
    expect(Object.fromEntries(result.skipped.map((s) => [s.path, s.reason]))).toEqual({
      'big.txt': 'too-large',
      'data.txt': 'binary',
      'docs/old.md': 'deleted',
      'logo.png': 'binary',
    });
  });

  it('keeps within the byte budget, letting smaller files after a big one in', async () => {
    const files = await changedRepo();
    const result = await readChangedFiles(
      git,
      repo.dir,
      files,
      { kind: 'working-tree' },
      {
        totalBytes: 30,
        maxFileBytes: 100_000,
      },
    );
    expect(result.files.map((f) => f.path)).toEqual(['src/app.ts']);
    expect(result.skipped).toContainEqual({ path: 'big.txt', reason: 'over-budget' });
    expect(result.skipped).toContainEqual({ path: 'src/new.ts', reason: 'over-budget' });
    expect(result.usedBytes).toBeLessThanOrEqual(30);
  });

  it("reads from a round's snapshot, not from files changed since", async () => {
    const files = await changedRepo();
    const shot = await new Snapshots(git).take(repo.dir, 'r', 1);
    await repo.write('src/app.ts', 'changed after the snapshot\n');
    const result = await readChangedFiles(
      git,
      repo.dir,
      files,
      { kind: 'commit', commit: shot.commit },
      roomy,
    );
    expect(result.files.find((f) => f.path === 'src/app.ts')?.content).toBe(
      'export const a = 2;\n',
    );
    expect(result.skipped).toContainEqual({ path: 'data.txt', reason: 'binary' });
  });

  it("reads a commit's files in diff order, asking git their sizes once", async () => {
    repo = await makeTestRepo();
    // A name holding a line break too, which git's batch of names cannot hold.
    const names = [
      ...Array.from({ length: 8 }, (_, n) => `src/file ${n}.ts`),
      'src/line\nbreak.ts',
    ];
    for (const name of names) await repo.write(name, `export const n = '${name} é';\n`);
    await repo.write('src/huge.ts', 'x'.repeat(2000));
    repo.commitAll('files');
    const asked: string[] = [];
    const counting: GitRunner = {
      run: (args, options) => {
        asked.push(args.slice(0, 2).join(' '));
        return git.run(args, options);
      },
    };
    const inDiff = [...names, 'src/huge.ts', 'src/not-in-the-commit.ts'].map((name) =>
      file(name, 'added', []),
    );
    const result = await readChangedFiles(
      counting,
      repo.dir,
      inDiff,
      { kind: 'commit', commit: 'HEAD' },
      { totalBytes: 100_000, maxFileBytes: 1000 },
    );
    expect(result.files).toEqual(
      names.map((name) => ({ path: name, content: `export const n = '${name} é';\n` })),
    );
    expect(result.skipped).toEqual([
      { path: 'src/huge.ts', reason: 'too-large' },
      { path: 'src/not-in-the-commit.ts', reason: 'unreadable' },
    ]);
    expect(asked.filter((command) => command === 'cat-file --batch-check')).toHaveLength(1);
    // Only the files that fit are read.
    expect(asked.filter((command) => command === 'cat-file blob')).toHaveLength(names.length);
  });

  it('never reads outside the work tree, through ../ paths or symbolic links', async () => {
    repo = await makeTestRepo();
    const outside = await mkdtemp(path.join(os.tmpdir(), 'parley-outside-'));
    extra.push(outside);
    await writeFile(path.join(outside, 'secret.txt'), 'TOKEN\n');
    await symlink(path.join(outside, 'secret.txt'), path.join(repo.dir, 'link.txt'));
    const escape = path.relative(repo.dir, path.join(outside, 'secret.txt'));
    const result = await readChangedFiles(
      git,
      repo.dir,
      [file(escape, 'added', []), file('link.txt', 'added', [])],
      { kind: 'working-tree' },
      roomy,
    );
    expect(result.files).toEqual([]);
    expect(result.skipped.map((s) => s.reason)).toEqual(['unreadable', 'unreadable']);
  });
});
