import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { NodeCommandRunner } from '../../../../../main/core/git/nodeCommandRunner';
import { DiffSources } from '../../../../../main/core/git/sources/captureDiff';
import type { TestRepo } from '../testRepo';
import { makeTestRepo, realGit } from '../testRepo';
import { runnerWithPath } from './fakeTool';

describe('DiffSources', () => {
  let repo: TestRepo;
  afterEach(async () => {
    await repo?.remove();
  });

  it('captures the source a review names', async () => {
    repo = await makeTestRepo();
    repo.git('checkout', '-q', '-b', 'topic');
    await repo.write('committed.ts', 'c\n');
    repo.commitAll('on topic');
    await repo.write('wip.ts', 'w\n');
    const sources = new DiffSources(realGit(), new NodeCommandRunner());

    const tree = await sources.capture(repo.dir, { kind: 'working-tree' });
    expect(tree.files.map((f) => f.path)).toEqual(['wip.ts']);
    const branch = await sources.capture(repo.dir, { kind: 'branch', base: 'main' });
    expect(branch.files.map((f) => f.path)).toEqual(['committed.ts', 'wip.ts']);
    await expect(sources.capture(repo.dir, { kind: 'jj' })).rejects.toThrow(
      /not a Jujutsu workspace/,
    );
  });

  it('reports a missing gh for a PR source', async () => {
    const emptyBin = await mkdtemp(path.join(os.tmpdir(), 'parley-empty-bin-'));
    try {
      const sources = new DiffSources(realGit(), runnerWithPath(emptyBin));
      await expect(sources.capture(emptyBin, { kind: 'pr', number: 12 })).rejects.toThrow(
        /GitHub CLI \(gh\) is not installed/,
      );
    } finally {
      await rm(emptyBin, { recursive: true, force: true });
    }
  });
});
