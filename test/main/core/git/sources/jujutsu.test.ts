import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { jjDiff } from '../../../../../main/core/git/sources/jujutsu';
import { makeTestRepo } from '../testRepo';
import { fakeToolDir, runnerWithPath } from './fakeTool';
import { readFile } from 'node:fs/promises';

/** `jj diff --git` prints git's format; record the real thing from git. */
async function recordedGitDiff(): Promise<string> {
  const repo = await makeTestRepo();
  try {
    await repo.write('src/app.ts', 'export const a = 1;\nexport const b = 22;\n');
    await repo.write('notes/new file.md', 'hello\n');
    await repo.write('.parley/prompt.md', 'Parley prompt\n');
    repo.git('add', '-A');
    return repo.git('diff', '--cached', '--no-color', 'HEAD');
  } finally {
    await repo.remove();
  }
}

describe('jjDiff', () => {
  const cleanup: string[] = [];
  afterEach(async () => {
    for (const dir of cleanup.splice(0)) await rm(dir, { recursive: true, force: true });
  });
  const tempDir = async (name: string) => {
    const dir = await mkdtemp(path.join(os.tmpdir(), name));
    cleanup.push(dir);
    return dir;
  };

  it('runs jj diff --git at the workspace root and parses its output, minus .parley files', async () => {
    const workspace = await tempDir('parley-jj-ws-');
    await mkdir(path.join(workspace, '.jj'));
    await mkdir(path.join(workspace, 'src'));
    const recorded = await recordedGitDiff();
    const jj = await fakeToolDir('jj', recorded);
    cleanup.push(jj.dir);

    const diff = await jjDiff(runnerWithPath(jj.dir), path.join(workspace, 'src'));
    const [cwd, ...args] = (await readFile(jj.argsFile, 'utf8')).trimEnd().split('\n');
    expect(cwd).toBe(workspace);
    expect(args).toEqual(['--no-pager', '--color=never', 'diff', '--git']);
    expect(diff.files.map((f) => [f.path, f.status, f.added, f.removed])).toEqual([
      ['notes/new file.md', 'added', 1, 0],
      ['src/app.ts', 'modified', 1, 1],
    ]);
    expect(recorded).toContain('.parley/prompt.md');
    expect(diff.raw).not.toContain('.parley');
    expect(diff.description).toContain(workspace);
  });

  it('says jj is not installed when it is not on PATH', async () => {
    const workspace = await tempDir('parley-jj-ws-');
    await mkdir(path.join(workspace, '.jj'));
    const emptyBin = await tempDir('parley-empty-bin-');
    await expect(jjDiff(runnerWithPath(emptyBin), workspace)).rejects.toThrow(
      /Jujutsu \(jj\) is not installed/,
    );
  });

  it('refuses a folder that is not a jj workspace, and passes on jj failures', async () => {
    const plain = await tempDir('parley-not-jj-');
    await expect(jjDiff(runnerWithPath(plain), plain)).rejects.toThrow(/not a Jujutsu workspace/);
    await mkdir(path.join(plain, '.jj'));
    const jj = await fakeToolDir('jj', '', 1);
    cleanup.push(jj.dir);
    await expect(jjDiff(runnerWithPath(jj.dir), plain)).rejects.toThrow(
      /jj diff failed \(exit 1\): fake failure/,
    );
  });
});
