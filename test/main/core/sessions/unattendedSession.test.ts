/**
 * A session started unattended in a role runs its program with the profile's
 * permission flags for that role's policy, keeps the role across restarts,
 * and a profile with no such flags refuses a role instead of running as is.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '../../../support/poll';
import { MemoryStore } from '../../../../main/core/sessions/memoryStore';
import { builtInProfiles } from '../../../../main/core/sessions/profiles';
import type { AgentProfile } from '../../../../main/core/sessions/profiles/profile';
import type { Session } from '../../../../main/core/sessions/session';
import type { SessionDefinition } from '../../../../main/core/sessions/sessionDefinition';
import { shellProfile } from '../../../../main/core/sessions/profiles/shell';
import { makeKit } from './sessionKit';
import type { Kit } from './sessionKit';

/** Prints the arguments it was started with, then waits. */
const argsEcho: AgentProfile = {
  ...shellProfile,
  id: 'args-echo',
  name: 'Args echo',
  command: '/bin/sh',
  args: ['-c', 'echo "ARGS: $*"; exec sleep 60', 'sh'],
  permissionArgs: ({ role, allowedCommands }) => [`--role=${role}`, ...allowedCommands],
};

let kit: Kit;
afterEach(async () => kit?.cleanup());

async function argsOf(session: Session): Promise<string> {
  return waitFor(async () => /^ARGS: (.*)$/m.exec(await session.readText())?.[1] ?? false, {
    what: 'the program to print its arguments',
  });
}

describe('an unattended session', () => {
  it('runs with its role’s permission flags over the project’s checks, before and after a restart', async () => {
    const store = new MemoryStore<SessionDefinition[]>([]);
    kit = makeKit({ store, profiles: [...builtInProfiles, argsEcho] });
    writeFileSync(
      path.join(kit.dir, 'package.json'),
      JSON.stringify({ scripts: { test: 'vitest', lint: 'eslint .' } }),
    );
    const session = kit.manager.create({
      profileId: 'args-echo',
      role: 'author',
      allowedCommands: ['npm run e2e'],
    });
    const args = await argsOf(session);
    expect(args).toMatch(/^--role=author npm test npm run lint npm run e2e git status git diff/);
    expect(session.snapshot()).toMatchObject({ role: 'author', allowedCommands: ['npm run e2e'] });
    expect(store.read()[0]).toMatchObject({ role: 'author', allowedCommands: ['npm run e2e'] });

    await kit.manager.restart(session.id);
    expect(await argsOf(session)).toBe(args);
  });

  it('is refused for a program with no permission flags Parley knows', () => {
    kit = makeKit();
    expect(() => kit.manager.create({ profileId: 'shell', role: 'reviewer' })).toThrow(
      /Shell has no permission flags Parley knows: it cannot run unattended as reviewer/,
    );
    expect(kit.manager.list()).toEqual([]);
  });
});
