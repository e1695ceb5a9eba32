import os from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '../../../support/poll';
import { MemoryStore } from '../../../../main/core/sessions/memoryStore';
import type { SessionDefinition } from '../../../../main/core/sessions/sessionDefinition';
import type { Session } from '../../../../main/core/sessions/session';
import { BASH, makeKit, outputOf, processAlive } from './sessionKit';
import type { Kit } from './sessionKit';

let kit: Kit;
afterEach(async () => kit?.cleanup());

async function screenShows(session: Session, pattern: RegExp): Promise<string> {
  return waitFor(
    async () => {
      const text = await session.readText();
      return pattern.test(text) ? text : false;
    },
    { what: `the screen to show ${pattern}`, describe: () => session.readText() },
  );
}

describe('SessionManager with real bash sessions', () => {
  it('runs a command and shows its output on the screen and in output events', async () => {
    kit = makeKit();
    const session = kit.manager.create({ ...BASH });
    await session.attach('client-1');
    await session.waitForStatus(['ready'], 10_000);
    session.write('echo hel""lo\r');
    const text = await screenShows(session, /^hello$/m);
    expect(text).toContain('echo hel""lo');
    // bash turns bracketed paste off before running the command: "...\x1b[?2004l\rhello\r\n".
    await waitFor(() => /\rhello\r\n/.test(outputOf(kit.events, session.id)), {
      what: 'hello in the output events',
    });
    expect(
      kit.events.some((e) => e.name === 'session:did-change' && e.payload.status === 'starting'),
    ).toBe(true);
  });

  it('resizes the terminal the program sees', async () => {
    kit = makeKit();
    const session = kit.manager.create({ ...BASH, cols: 80, rows: 24 });
    await session.waitForStatus(['ready'], 10_000);
    session.resize(120, 40);
    session.write('echo size=$(stty size)\r');
    await screenShows(session, /^size=40 120$/m);
    expect(session.snapshot()).toMatchObject({ cols: 120, rows: 40 });
  });

  it('renames a session and saves the new name', async () => {
    const store = new MemoryStore<SessionDefinition[]>([]);
    kit = makeKit({ store });
    const session = kit.manager.create({ ...BASH, name: 'First' });
    const renamed = kit.manager.rename(session.id, 'Reviewer');
    expect(renamed.name).toBe('Reviewer');
    expect(store.read().map((d) => d.name)).toEqual(['Reviewer']);
    expect(kit.manager.list().map((s) => s.name)).toEqual(['Reviewer']);
  });

  it('names sessions after their profile, numbering repeats', () => {
    kit = makeKit();
    kit.manager.create({ ...BASH });
    kit.manager.create({ ...BASH });
    expect(kit.manager.list().map((s) => s.name)).toEqual(['Shell', 'Shell 2']);
  });

  it('restarts a session: a new process on a clean screen', async () => {
    kit = makeKit();
    const session = kit.manager.create({ ...BASH });
    await session.waitForStatus(['ready'], 10_000);
    const firstPid = session.snapshot().pid as number;
    session.write('echo before-restart\r');
    await screenShows(session, /^before-restart$/m);
    const snapshot = await kit.manager.restart(session.id);
    expect(snapshot.pid).toBeDefined();
    expect(snapshot.pid).not.toBe(firstPid);
    await waitFor(() => !processAlive(firstPid), { what: 'the first bash to be gone' });
    await session.waitForStatus(['ready'], 10_000);
    expect(await session.readText()).not.toContain('before-restart');
    session.write('echo after-restart\r');
    await screenShows(session, /^after-restart$/m);
  });

  it('closing kills the whole process tree, grandchildren included', async () => {
    kit = makeKit();
    const session = kit.manager.create({ ...BASH });
    await session.waitForStatus(['ready'], 10_000);
    const bashPid = session.snapshot().pid as number;
    // bash -> bash -c -> sleep: the sleep is a grandchild that ignores SIGHUP and SIGTERM (ignored
    // signals are inherited), so only the SIGKILL after the grace period ends it. Another sleep
    // runs as a background job, in a process group of its own.
    session.write(
      'sleep 1000 & echo job=$!; bash -c \'trap "" HUP TERM; sleep 1000 & echo grandchild=$!; wait\'\r',
    );
    const text = await screenShows(session, /^grandchild=\d+$/m);
    const job = Number(/^job=(\d+)$/m.exec(text)?.[1]);
    const grandchild = Number(/^grandchild=(\d+)$/m.exec(text)?.[1]);
    expect([bashPid, job, grandchild].every(processAlive)).toBe(true);

    await kit.manager.close(session.id);

    expect([bashPid, job, grandchild].filter(processAlive)).toEqual([]);
    expect(kit.events.at(-1)).toEqual({ name: 'session:did-close', payload: { id: session.id } });
    expect(() => kit.manager.get(session.id)).toThrow(/No session with id/);
  });

  it('a program that exits shows as exited with its code', async () => {
    kit = makeKit();
    const session = kit.manager.create({ profileId: 'custom', command: 'echo bye; exit 3' });
    await session.waitForStatus(['exited'], 10_000);
    expect(session.snapshot()).toMatchObject({ status: 'exited', exitCode: 3 });
    expect(session.snapshot().pid).toBeUndefined();
    expect(await session.readText()).toContain('bye');
  });

  it('a program killed by a signal shows as exited with 128 + the signal', async () => {
    kit = makeKit();
    const session = kit.manager.create({ profileId: 'custom', command: 'sleep 1000', args: [] });
    await waitFor(() => session.snapshot().pid, { what: 'a pid' });
    process.kill(session.snapshot().pid as number, 'SIGKILL');
    await session.waitForStatus(['exited'], 10_000);
    expect(session.snapshot().exitCode).toBe(128 + 9);
  });

  it('writing to an exited session is a clear error, not a crash', async () => {
    kit = makeKit();
    const session = kit.manager.create({ profileId: 'custom', command: 'exit 0' });
    await session.waitForStatus(['exited'], 10_000);
    expect(() => session.write('x')).toThrow(/is not running/);
  });

  it('refuses a working directory that does not exist, keeping nothing', () => {
    kit = makeKit();
    expect(() => kit.manager.create({ ...BASH, cwd: '/no/such/dir' })).toThrow(
      /Working directory does not exist or is not a directory: \/no\/such\/dir/,
    );
    expect(kit.manager.list()).toEqual([]);
  });

  it('reports a missing program clearly, keeping nothing', () => {
    kit = makeKit();
    expect(() =>
      kit.manager.create({ profileId: 'claude', command: 'parley-no-such-agent-cli' }),
    ).toThrow(/Cannot start "Claude Code": 'parley-no-such-agent-cli' was not found on PATH/);
    expect(kit.manager.list()).toEqual([]);
  });

  it('the custom profile requires a command; unknown profiles are refused', () => {
    kit = makeKit();
    expect(() => kit.manager.create({ profileId: 'custom' })).toThrow(/needs a command/);
    expect(() => kit.manager.create({ profileId: 'nope' })).toThrow(/Unknown profile: nope/);
  });

  it('brings saved sessions back stopped; restart starts them', async () => {
    const store = new MemoryStore<SessionDefinition[]>([]);
    kit = makeKit({ store });
    // A directory that outlives the first kit's temp folder.
    const created = kit.manager.create({ ...BASH, name: 'Kept', cwd: os.tmpdir() });
    await kit.cleanup();

    kit = makeKit({ store });
    const [snapshot] = kit.manager.list();
    expect(snapshot).toMatchObject({ id: created.id, name: 'Kept', status: 'stopped' });
    expect(snapshot?.pid).toBeUndefined();
    const restarted = await kit.manager.restart(created.id);
    expect(restarted.status).toBe('starting');
    const session = kit.manager.get(created.id);
    await session.waitForStatus(['ready'], 10_000);
    session.write('echo back\r');
    await screenShows(session, /^back$/m);
  });

  it('keeps stored sessions whose profile it does not know', () => {
    const foreign = {
      id: 's-foreign',
      name: 'Other',
      profileId: 'from-the-future',
      cwd: '/',
      command: 'x',
      args: [],
      cols: 80,
      rows: 24,
      createdAt: new Date().toISOString(),
    };
    const store = new MemoryStore<SessionDefinition[]>([foreign]);
    kit = makeKit({ store });
    expect(kit.manager.list()).toEqual([]);
    kit.manager.create({ ...BASH });
    expect(store.read().map((d) => d.id)).toContain('s-foreign');
  });
});
