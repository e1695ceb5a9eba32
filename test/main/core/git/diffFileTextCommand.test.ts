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

describe('diff:file-text', () => {
  it("reads the new side of a session's diff: the work tree, or HEAD for a branch; refuses what it cannot show", async () => {
    repo = await createTempRepo({ 'src/app.ts': 'committed\n' });
    await fs.writeFile(repo.file('src/app.ts'), 'edited\n');
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-data-'));
    core = await createParleyCore({
      workspace: repo.dir,
      dataDir,
      isDesktop: false,
      version: 'test',
    });
    const session = await core.handlers['session:create'](
      { profileId: 'shell', name: 'shell', cwd: repo.dir },
      ctx,
    );
    const origin = (sourceKind: 'working-tree' | 'branch' | 'pr') =>
      ({ kind: 'capture', sessionId: session.id, sourceKind }) as const;

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
