import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { CoreError } from '../../../../../main/core/api';
import { refuseShell } from '../../../../../main/core/sessions/submit/shellRefusal';
import type { Session } from '../../../../../main/core/sessions/session';
import { waitFor } from '../../../../support/poll';
import { BASH, makeKit } from '../sessionKit';
import type { Kit } from '../sessionKit';

let kit: Kit;
afterEach(async () => kit?.cleanup());

const refusal = (name: string, pid: number) =>
  `"${name}" is running a shell (bash, pid ${pid}), not an agent: Parley does not paste a review into a shell.`;

async function screenShows(session: Session, pattern: RegExp): Promise<void> {
  await waitFor(async () => pattern.test(await session.readText()), {
    what: `the screen to show ${pattern}`,
    describe: () => session.readText(),
  });
}

/** Submits a prompt that would leave a file behind if a shell ran it; returns the error. */
async function submitCommandLike(session: Session): Promise<{ error: unknown; ran: boolean }> {
  const marker = path.join(kit.dir, 'pasted-into-a-shell');
  const error = await session.submitPrompt(`touch ${marker}`).then(
    () => null,
    (e: unknown) => e,
  );
  // Time enough for a paste to reach the shell and run, had one been written.
  await sleep(300);
  const ran = existsSync(marker) || (await session.readText()).includes('pasted-into-a-shell');
  return { error, ran };
}

describe('Session.submitPrompt never pastes into a shell', () => {
  it('refuses a shell profile session, writing nothing to it', async () => {
    kit = makeKit();
    const session = kit.manager.create({ ...BASH, name: 'Login shell' });
    await session.waitForStatus(['ready'], 10_000);

    const { error, ran } = await submitCommandLike(session);

    expect(error).toBeInstanceOf(CoreError);
    expect(error).toMatchObject({
      code: 'conflict',
      message: refusal('Login shell', session.snapshot().pid!),
    });
    expect(ran).toBe(false);
  });

  it('refuses a command session once the agent has exited back to a shell', async () => {
    kit = makeKit();
    const session = kit.manager.create({
      profileId: 'custom',
      command: 'sleep 0.2; exec bash --norc',
      name: 'Agent then shell',
    });
    await screenShows(session, /\$ $/);

    const { error, ran } = await submitCommandLike(session);

    // `exec` keeps the pid: the shell is the session's own process now.
    expect(error).toMatchObject({
      code: 'conflict',
      message: refusal('Agent then shell', session.snapshot().pid!),
    });
    expect(ran).toBe(false);
  });

  it('accepts a program that is not a shell, even one a shell script started', async () => {
    kit = makeKit();
    // /bin/sh runs the script and waits; cat has the terminal and echoes what it reads (after a
    // line drawn: a blank screen is no program ready for input).
    const session = kit.manager.create({
      profileId: 'custom',
      command: 'echo started; cat; exec bash --norc',
      name: 'Agent',
    });
    await session.waitForStatus(['ready'], 10_000);

    await expect(session.submitPrompt('hello from parley')).resolves.toBeDefined();
    await screenShows(session, /^hello from parley\nhello from parley$/m);
  });
});

describe('refuseShell where the foreground program is unknown (no /proc)', () => {
  it('goes by the profile', () => {
    const session = { name: 'Term', profileId: 'shell', command: '/bin/zsh' };
    expect(() => refuseShell(session, null)).toThrow(
      '"Term" is running a shell (zsh, the shell profile), not an agent: Parley does not paste a review into a shell.',
    );
    expect(() => refuseShell({ ...session, profileId: 'custom' }, null)).not.toThrow();
  });
});
