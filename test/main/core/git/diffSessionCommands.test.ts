import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { commands, type CommandInput } from '../../../../shared/contract';
import type { LocalParleyCore } from '../../../../main/core/parleyCore';
import { useCoreOnRepo } from '../../../support/coreOnRepo';

const ctx = { clientId: 'test' };
const cores = useCoreOnRepo();

/** The command as a host sends it: the input checked against the contract. */
function call<K extends 'diff:file-text' | 'diff:branches'>(
  core: LocalParleyCore,
  name: K,
  input: CommandInput<K>,
) {
  const handler = core.handlers[name] as (input: unknown, context: typeof ctx) => unknown;
  return Promise.resolve(handler(commands[name].input.parse(input), ctx));
}

/** A shell session in the repository the core is on; answers its id. */
async function shellSessionIn(core: LocalParleyCore, dir: string): Promise<string> {
  const session = await core.handlers['session:create'](
    { profileId: 'shell', name: 'shell', cwd: dir },
    ctx,
  );
  return session.id;
}

describe('diff:file-text', () => {
  it("reads the new side of a session's diff: the work tree, or HEAD for a branch; refuses what it cannot show", async () => {
    const { repo, core } = await cores.start({ 'src/app.ts': 'committed\n' });
    await fs.writeFile(repo.file('src/app.ts'), 'edited\n');
    const sessionId = await shellSessionIn(core, repo.dir);
    const fileText = (input: CommandInput<'diff:file-text'>) => call(core, 'diff:file-text', input);
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
    const { repo, core } = await cores.start({ 'src/app.ts': 'committed\n' });
    execFileSync('git', ['branch', '-m', 'master'], { cwd: repo.dir });
    const sessionId = await shellSessionIn(core, repo.dir);
    const branches = (input: CommandInput<'diff:branches'>) => call(core, 'diff:branches', input);

    expect(await branches({ sessionId })).toEqual({ branches: ['master'], defaultBase: 'master' });
    await expect(branches({ sessionId: 'none' })).rejects.toThrow('No session');
  });
});
