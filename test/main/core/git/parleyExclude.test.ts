import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ensureParleyExcluded } from '../../../../main/core/git/parleyExclude';
import type { TestRepo } from './testRepo';
import { makeTestRepo, realGit } from './testRepo';

describe('ensureParleyExcluded', () => {
  const git = realGit();
  let repo: TestRepo;
  afterEach(async () => {
    await repo?.remove();
  });

  it('makes git ignore .parley/ through info/exclude, once, keeping what was there', async () => {
    repo = await makeTestRepo();
    const excludeFile = path.join(repo.dir, '.git/info/exclude');
    await writeFile(excludeFile, '*.log');
    await repo.write('.parley/prompt.md', 'p\n');
    expect(repo.git('status', '--porcelain')).toContain('.parley/');

    expect(await ensureParleyExcluded(git, repo.dir)).toBe(excludeFile);
    await ensureParleyExcluded(git, path.join(repo.dir, 'src'));

    expect(await readFile(excludeFile, 'utf8')).toBe("*.log\n# Parley's working files\n.parley/\n");
    expect(repo.git('status', '--porcelain')).toBe('');
  });

  it('finds the exclude file of a linked worktree', async () => {
    repo = await makeTestRepo();
    const linked = `${repo.dir}-wt`;
    repo.git('worktree', 'add', '-q', linked);
    try {
      const file = await ensureParleyExcluded(git, linked);
      expect(await readFile(file, 'utf8')).toContain('.parley/');
      await writeFile(path.join(linked, 'x.txt'), '');
      await mkdir(path.join(linked, '.parley'));
      await writeFile(path.join(linked, '.parley/a.md'), 'a\n');
      const status = repo.git('-C', linked, 'status', '--porcelain');
      expect(status).toBe('?? x.txt\n');
    } finally {
      repo.git('worktree', 'remove', '--force', linked);
    }
  });
});
