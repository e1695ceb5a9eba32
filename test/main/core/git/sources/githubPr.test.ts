import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { githubPrDiff } from '../../../../../main/core/git/sources/githubPr';
import { diffShape } from '../../../../support/diffShapes';
import { fakeToolDir, runnerWithPath } from './fakeTool';

describe('githubPrDiff', () => {
  const cleanup: string[] = [];
  afterEach(async () => {
    for (const dir of cleanup.splice(0)) await rm(dir, { recursive: true, force: true });
  });
  const tempDir = async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'parley-gh-'));
    cleanup.push(dir);
    return dir;
  };

  it('runs gh pr diff N in the workspace and parses what it prints', async () => {
    const recorded = diffShape('small-fix').text;
    const gh = await fakeToolDir('gh', recorded);
    cleanup.push(gh.dir);
    const workspace = await tempDir();

    const diff = await githubPrDiff(runnerWithPath(gh.dir), workspace, 4375);
    const [cwd, ...args] = (await readFile(gh.argsFile, 'utf8')).trimEnd().split('\n');
    expect(cwd).toBe(workspace);
    expect(args).toEqual(['pr', 'diff', '4375', '--color=never']);
    expect(diff.description).toBe('GitHub pull request #4375');
    expect(diff.files).toMatchObject([
      { path: 'src/middleware/cors/index.ts', added: 5, removed: 2 },
    ]);
    expect(diff.raw).toBe(recorded);
  });

  it('says gh is not installed when it is not on PATH', async () => {
    const emptyBin = await tempDir();
    await expect(githubPrDiff(runnerWithPath(emptyBin), emptyBin, 1)).rejects.toThrow(
      /GitHub CLI \(gh\) is not installed.*cli\.github\.com/,
    );
  });

  it('rejects a bad PR number and passes on what gh says when it fails', async () => {
    const gh = await fakeToolDir('gh', '', 1);
    cleanup.push(gh.dir);
    await expect(githubPrDiff(runnerWithPath(gh.dir), gh.dir, 0)).rejects.toThrow(
      /not a pull request number/,
    );
    await expect(githubPrDiff(runnerWithPath(gh.dir), gh.dir, 7)).rejects.toThrow(
      /gh pr diff 7 failed \(exit 1\): fake failure/,
    );
  });
});
