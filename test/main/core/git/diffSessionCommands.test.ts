import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { commands, type CommandInput } from '../../../../shared/contract';
import { createParleyCore, type LocalParleyCore } from '../../../../main/core/parleyCore';
import { createTempRepo, type TempRepo } from '../../../support/gitRepo';

const ctx = { clientId: 'test' };

let repo: TempRepo | undefined;
let dataDir: string | undefined;
let core: LocalParleyCore | undefined;

afterEach(async () => {
  await core?.dispose();
  await repo?.dispose();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  core = repo = dataDir = undefined;
});

/** The command as a host sends it: the input checked against the contract. */
function fileText(input: CommandInput<'diff:file-text'>) {
  return core!.handlers['diff:file-text'](commands['diff:file-text'].input.parse(input), ctx);
}

/** A core over the repository, with a shell session in it; answers the session's id. */
async function shellSessionIn(dir: string): Promise<string> {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-data-'));
  core = await createParleyCore({ workspace: dir, dataDir, isDesktop: false, version: 'test' });
  const session = await core.handlers['session:create'](
    { profileId: 'shell', name: 'shell', cwd: dir },
    ctx,
  );
  return session.id;
}

describe('diff:file-text', () => {
  it("reads the new side of a session's diff: the work tree, or HEAD for a branch; refuses what it cannot show", async () => {
    repo = await createTempRepo({ 'src/app.ts': 'committed\n' });
    await fs.writeFile(repo.file('src/app.ts'), 'edited\n');
    const sessionId = await shellSessionIn(repo.dir);
    const origin = (sourceKind: 'working-tree' | 'branch' | 'pr') =>
      ({ kind: 'capture', sessionId, sourceKind }) as const;

    expect(await fileText({ origin: origin('working-tree'), path: 'src/app.ts' })).toEqual({
      text: 'edited\n',
    });
    expect(await fileText({ origin: origin('branch'), path: 'src/app.ts' })).toEqual({
      text: 'committed\n',
    });
    await expect(fileText({ origin: origin('working-tree'), path: '../outside' })).rejects.toThrow(
      'not a path inside the repository',
    );
    await expect(fileText({ origin: origin('pr'), path: 'src/app.ts' })).rejects.toThrow(
      'pull request',
    );
    await expect(
      fileText({ origin: { kind: 'round', reviewId: 'none', round: 1 }, path: 'src/app.ts' }),
    ).rejects.toThrow('No review with id none');
  });
});

describe('diff:branches', () => {
  it("answers the branches of the session's repository and the base a branch diff means", async () => {
    repo = await createTempRepo({ 'src/app.ts': 'committed\n' });
    execFileSync('git', ['branch', '-m', 'master'], { cwd: repo.dir });
    const sessionId = await shellSessionIn(repo.dir);
    const branches = (input: CommandInput<'diff:branches'>) =>
      core!.handlers['diff:branches'](commands['diff:branches'].input.parse(input), ctx);

    expect(await branches({ sessionId })).toEqual({ branches: ['master'], defaultBase: 'master' });
    await expect(branches({ sessionId: 'none' })).rejects.toThrow('No session');
  });
});
