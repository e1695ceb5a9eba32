import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { Snapshots } from '../../../../main/core/git/snapshots';
import { readSourceFileText } from '../../../../main/core/git/sourceFileText';
import type { TestRepo } from './testRepo';
import { makeTestRepo, realGit } from './testRepo';

describe('readSourceFileText', () => {
  const git = realGit();
  let repo: TestRepo;
  const outside: string[] = [];
  afterEach(async () => {
    await repo?.remove();
    for (const dir of outside.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  it('reads the working tree, a round snapshot and HEAD, each as that side holds the file', async () => {
    repo = await makeTestRepo();
    await repo.write('src/app.ts', 'committed\n');
    repo.commitAll('base');
    await repo.write('src/app.ts', 'round one\n');
    const snapshot = await new Snapshots(git).take(repo.dir, 'r1', 1);
    await repo.write('src/app.ts', 'on disk now\n');

    const disk = { kind: 'working-tree' } as const;
    expect(await readSourceFileText(git, repo.dir, disk, 'src/app.ts')).toBe('on disk now\n');
    const round = { kind: 'commit', commit: snapshot.ref } as const;
    expect(await readSourceFileText(git, repo.dir, round, 'src/app.ts')).toBe('round one\n');
    const head = { kind: 'commit', commit: 'HEAD' } as const;
    expect(await readSourceFileText(git, repo.dir, head, 'src/app.ts')).toBe('committed\n');
  });

  it('refuses paths outside the repository, links out of it, binary, missing and oversized files', async () => {
    repo = await makeTestRepo();
    const elsewhere = await mkdtemp(path.join(os.tmpdir(), 'parley-outside-'));
    outside.push(elsewhere);
    await writeFile(path.join(elsewhere, 'secret.txt'), 'secret\n');
    await symlink(path.join(elsewhere, 'secret.txt'), path.join(repo.dir, 'link.txt'));
    await repo.write('logo.png', Buffer.from([137, 80, 78, 71, 0, 0, 0, 13]));
    await repo.write('big.txt', 'x'.repeat(5000));
    const disk = { kind: 'working-tree' } as const;
    const read = (file: string, max?: number) => readSourceFileText(git, repo.dir, disk, file, max);

    await expect(read('../secret.txt')).rejects.toThrow('not a path inside the repository');
    await expect(read('/etc/passwd')).rejects.toThrow('not a path inside the repository');
    await expect(read('link.txt')).rejects.toThrow('could not be read');
    await expect(read('logo.png')).rejects.toThrow('binary file');
    await expect(read('gone.ts')).rejects.toThrow('could not be read');
    await expect(read('big.txt', 4000)).rejects.toThrow('its lines are not read');
    const head = { kind: 'commit', commit: 'HEAD' } as const;
    await expect(readSourceFileText(git, repo.dir, head, 'gone.ts')).rejects.toThrow(
      'could not be read',
    );
  });
});
