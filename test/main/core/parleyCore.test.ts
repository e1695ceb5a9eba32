import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ParleyEvent } from '../../../shared/contract';
import { CoreError } from '../../../main/core/api';
import { createParleyCore } from '../../../main/core/parleyCore';
import type { LocalParleyCore } from '../../../main/core/parleyCore';
import { MemoryStore } from '../../../main/core/sessions/memoryStore';
import type { SessionDefinition } from '../../../main/core/sessions/sessionDefinition';
import { waitFor } from '../../support/poll';
import { outputText } from '../../support/outputText';
import { BASH, processAlive } from './sessions/sessionKit';

const ctx = { clientId: 'window-1' };
let cores: LocalParleyCore[] = [];
let dirs: string[] = [];

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'parley-core-'));
  dirs.push(dir);
  return dir;
}

async function makeCore(
  options: { dataDir?: string; store?: MemoryStore<SessionDefinition[]> } = {},
) {
  const core = await createParleyCore({
    workspace: tempDir(),
    dataDir: options.dataDir ?? tempDir(),
    isDesktop: false,
    version: '9.9.9',
    ...(options.store ? { stores: { sessions: options.store } } : {}),
  });
  cores.push(core);
  const events: ParleyEvent[] = [];
  core.onEvent((event) => events.push(event));
  return { core, events, h: core.handlers };
}

afterEach(async () => {
  await Promise.all(cores.map((core) => core.dispose()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  cores = [];
  dirs = [];
});

describe('createParleyCore', () => {
  it('answers app:info and lists every built-in profile', async () => {
    const { core, h } = await makeCore();
    const info = await h['app:info']({}, ctx);
    expect(info).toMatchObject({ isDesktop: false, version: '9.9.9', platform: process.platform });
    expect(path.isAbsolute(info.workspace)).toBe(true);
    const profiles = await h['profile:list']({}, ctx);
    expect(profiles.map((p) => p.id).sort()).toEqual(
      [
        'aider',
        'claude',
        'codex',
        'copilot',
        'custom',
        'gemini',
        'opencode',
        'parley-agent',
        'shell',
      ].sort(),
    );
    expect(profiles.find((p) => p.id === 'custom')?.needsCommand).toBe(true);
    expect(profiles.find((p) => p.id === 'claude')).toMatchObject({
      command: 'claude',
      needsCommand: false,
    });
    expect(core.profiles.get('shell')).toBeDefined();
  });

  it('drives a shell session through the handlers and reports it through events', async () => {
    const { h, events } = await makeCore();
    const created = await h['session:create']({ ...BASH, cols: 90, rows: 20 }, ctx);
    expect(created).toMatchObject({ profileId: 'shell', status: 'starting', cols: 90, rows: 20 });
    const attached = await h['session:attach']({ id: created.id }, ctx);
    expect(attached).toMatchObject({ cols: 90, rows: 20 });

    await h['session:write']({ id: created.id, data: 'echo from-core\r' }, ctx);
    await waitFor(
      async () =>
        /^from-core$/m.test((await h['session:read-screen']({ id: created.id }, ctx)).text),
      {
        what: 'the command output on the screen',
      },
    );
    await waitFor(() =>
      events.some(
        (e) => e.name === 'session:did-output' && outputText(e.payload.data).includes('from-core'),
      ),
    );
    await h['session:ack']({ id: created.id, bytes: 1000 }, ctx);
    await h['session:resize']({ id: created.id, cols: 100, rows: 30 }, ctx);
    expect((await h['session:rename']({ id: created.id, name: 'Renamed' }, ctx)).name).toBe(
      'Renamed',
    );
    expect((await h['session:list']({}, ctx)).map((s) => [s.name, s.cols, s.rows])).toEqual([
      ['Renamed', 100, 30],
    ]);
    // A prompt never goes into a shell, where its lines would run as commands.
    await expect(
      h['session:submit']({ id: created.id, text: 'echo submitted' }, ctx),
    ).rejects.toMatchObject({
      code: 'conflict',
      message: expect.stringContaining('"Renamed" is running a shell (bash, pid'),
    });
    await h['session:detach']({ id: created.id }, ctx);
    await h['session:close']({ id: created.id }, ctx);
    expect(events.at(-1)).toEqual({ name: 'session:did-close', payload: { id: created.id } });
    expect(await h['session:list']({}, ctx)).toEqual([]);
  });

  it('keeps the scrollback Settings asks for in the sessions started after, for a terminal shown again', async () => {
    const { h } = await makeCore();
    const defaults = await h['settings:get']({}, ctx);
    const keep = (scrollback: number) =>
      h['settings:set']({ ...defaults, terminal: { ...defaults.terminal, scrollback } }, ctx);
    const printLines = { profileId: 'custom', command: 'seq 1 9000; exec sleep 60', rows: 24 };
    await keep(100);
    const few = await h['session:create']({ ...printLines, name: 'few' }, ctx);
    await keep(12_000);
    const many = await h['session:create']({ ...printLines, name: 'many' }, ctx);
    // The numbered lines a terminal attaching now gets, first to last.
    const shown = async (id: string) => {
      const { screen } = await h['session:attach']({ id }, ctx);
      return screen.split('\r\n').filter((line) => /^\d+$/.test(line));
    };
    for (const { id } of [few, many]) {
      await waitFor(async () => (await shown(id)).at(-1) === '9000', {
        what: 'the last line printed, on the screen',
      });
    }
    // Never fewer than the 5,000 lines answers read off a screen need, above its 23 printed rows.
    expect(await shown(few.id)).toHaveLength(5000 + 23);
    const all = await shown(many.id);
    expect([all.length, all[0]]).toEqual([9000, '1']);
  });

  it('answers an unknown session id with not-found for every command that takes one', async () => {
    const { h } = await makeCore();
    const id = 'no-such-session';
    const calls = [
      () => h['session:write']({ id, data: 'x' }, ctx),
      () => h['session:submit']({ id, text: 'x' }, ctx),
      () => h['session:resize']({ id, cols: 10, rows: 10 }, ctx),
      () => h['session:rename']({ id, name: 'x' }, ctx),
      () => h['session:restart']({ id }, ctx),
      () => h['session:close']({ id }, ctx),
      () => h['session:attach']({ id }, ctx),
      () => h['session:detach']({ id }, ctx),
      () => h['session:ack']({ id, bytes: 1 }, ctx),
      () => h['session:read-screen']({ id }, ctx),
    ];
    for (const call of calls) {
      const error = await call().then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(CoreError);
      expect(error).toMatchObject({ code: 'not-found', message: `No session with id ${id}.` });
    }
  });

  it('refuses a bad working directory and a missing program with clear errors', async () => {
    const { h } = await makeCore();
    await expect(h['session:create']({ ...BASH, cwd: '/nope/nowhere' }, ctx)).rejects.toMatchObject(
      {
        code: 'bad-input',
        message: expect.stringContaining('/nope/nowhere'),
      },
    );
    await expect(
      h['session:create']({ profileId: 'codex', command: 'parley-missing-codex' }, ctx),
    ).rejects.toMatchObject({
      code: 'failed',
      message: expect.stringContaining('not found on PATH'),
    });
    expect(await h['session:list']({}, ctx)).toEqual([]);
  });

  it('persists sessions in the data folder: they come back stopped and restart on demand', async () => {
    const dataDir = tempDir();
    const first = await makeCore({ dataDir });
    const created = await first.h['session:create'](
      { ...BASH, name: 'Persisted', cwd: os.tmpdir() },
      ctx,
    );
    await first.core.dispose();

    const second = await makeCore({ dataDir });
    const [back] = await second.h['session:list']({}, ctx);
    expect(back).toMatchObject({ id: created.id, name: 'Persisted', status: 'stopped' });
    const restarted = await second.h['session:restart']({ id: created.id }, ctx);
    expect(restarted.status).toBe('starting');
    expect(restarted.pid).toBeGreaterThan(0);
  });

  it('uses the stores it is given', async () => {
    const store = new MemoryStore<SessionDefinition[]>([]);
    const { h } = await makeCore({ store });
    await h['session:create']({ ...BASH, name: 'In memory' }, ctx);
    expect(store.read().map((d) => d.name)).toEqual(['In memory']);
  });

  it('releases a client that went away, and dispose leaves no process behind', async () => {
    const { core, h } = await makeCore();
    const created = await h['session:create']({ ...BASH }, ctx);
    await h['session:attach']({ id: created.id }, ctx);
    core.clientGone(ctx.clientId);
    await core.sessions.get(created.id).waitForStatus(['ready'], 10_000);
    await h['session:write'](
      { id: created.id, data: "bash -c 'sleep 1000 & echo grandchild=$!; wait'\r" },
      ctx,
    );
    const text = await waitFor(async () => {
      const screen = (await h['session:read-screen']({ id: created.id }, ctx)).text;
      return /^grandchild=\d+$/m.test(screen) ? screen : false;
    });
    const grandchild = Number(/^grandchild=(\d+)$/m.exec(text)?.[1]);
    const pids = [created.pid as number, grandchild];
    expect(pids.every(processAlive)).toBe(true);

    await core.dispose();

    expect(pids.filter(processAlive)).toEqual([]);
  });

  it('starts the built-in parley-agent, which becomes ready', async () => {
    const { core, h } = await makeCore();
    const created = await h['session:create']({ profileId: 'parley-agent' }, ctx);
    await core.sessions.get(created.id).waitForStatus(['ready'], 20_000);
  });

  it('tells the user about a corrupt store file, keeps it aside, and starts clean', async () => {
    const dataDir = tempDir();
    writeFileSync(path.join(dataDir, 'sessions.json'), '{"schemaVersion": 1, "data": [ {broken');
    const { h } = await makeCore({ dataDir });
    const info = await h['app:info']({}, ctx);
    expect(info.problems).toHaveLength(1);
    expect(info.problems[0]).toMatch(/sessions\.json/);
    expect(await h['session:list']({}, ctx)).toEqual([]);
    expect(readdirSync(dataDir).some((name) => name.startsWith('sessions.corrupt-'))).toBe(true);
  });
});
