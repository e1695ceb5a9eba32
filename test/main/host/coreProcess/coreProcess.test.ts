import { fork } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ParleyEvent, Result, SessionSnapshot } from '../../../../shared/contract';
import type { ParleyCore } from '../../../../main/core/api';
import type { Logger } from '../../../../main/core/log/logger';
import { isAlive } from '../../../../main/core/sessions/pty/processTree';
import { dispatch } from '../../../../main/host/dispatch';
import type { CoreProcessLink } from '../../../../main/host/coreProcess/links';
import {
  NODE_CORE_PROCESS_ENTRY,
  forkCoreProcess,
} from '../../../../main/host/coreProcess/nodeCoreProcess';
import type {
  CoreToHostMessage,
  HostToCoreMessage,
} from '../../../../main/host/coreProcess/protocol';
import { connectCoreProcess } from '../../../../main/host/coreProcess/remoteCore';
import { RestartBudget } from '../../../../main/host/coreProcess/restartBudget';
import { waitFor } from '../../../support/poll';
import { outputText } from '../../../support/outputText';

/*
 * The core in a real forked process (child_process.fork running
 * coreProcessMain.ts), driven the way the hosts drive it: through dispatch,
 * as the IPC adapter and the WebSocket server do.
 */

const ctx = { clientId: 'window-1-1' };
let cores: ParleyCore[] = [];
let dirs: string[] = [];

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'parley-core-process-'));
  dirs.push(dir);
  return dir;
}

interface Started {
  readonly core: ParleyCore;
  readonly events: ParleyEvent[];
  readonly logged: string[];
  /** Every core process started for it, the first one and each restart. */
  readonly processes: CoreProcessLink[];
  readonly dataDir: string;
}

async function startCore(
  options: { dataDir?: string; restarts?: RestartBudget } = {},
): Promise<Started> {
  const processes: CoreProcessLink[] = [];
  const logged: string[] = [];
  const log: Logger = {
    info: (message) => logged.push(`INFO ${message}`),
    warn: (message) => logged.push(`WARN ${message}`),
    error: (message, error) => logged.push(`ERROR ${message} ${String(error ?? '')}`),
  };
  const dataDir = options.dataDir ?? tempDir();
  const core = await connectCoreProcess(
    () => {
      const link = forkCoreProcess();
      processes.push(link);
      return link;
    },
    { workspace: tempDir(), dataDir, isDesktop: true, version: '9.9.9', log },
    options.restarts,
  );
  cores.push(core);
  const events: ParleyEvent[] = [];
  core.onEvent((event) => events.push(event));
  return { core, events, logged, processes, dataDir };
}

function call(core: ParleyCore, name: string, input: unknown) {
  return dispatch(core, name, input, ctx);
}

async function createSession(core: ParleyCore, script: string): Promise<SessionSnapshot> {
  const created = await call(core, 'session:create', {
    profileId: 'custom',
    name: 'printer',
    command: script,
  });
  if (!created.ok) throw new Error(created.error.message);
  return created.data as SessionSnapshot;
}

/** The output events' bytes, as they crossed from the core's process, joined and read as text. */
function outputOf(events: ParleyEvent[], id: string): string {
  const bytes = events
    .filter((e) => e.name === 'session:did-output' && e.payload.id === id)
    .map((e) => (e.payload as { data: Uint8Array }).data);
  return outputText(Buffer.concat(bytes));
}

afterEach(async () => {
  await Promise.all(cores.map((core) => core.dispose()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  cores = [];
  dirs = [];
});

describe('the core in a forked process', () => {
  it('answers the contract: app:info from the core process, a bad call with its clear error', async () => {
    const { core } = await startCore();
    const info = await call(core, 'app:info', {});
    expect(info).toMatchObject({ ok: true, data: { isDesktop: true, version: '9.9.9' } });
    // The core's own CoreError crosses the process with its code and words.
    expect(await call(core, 'session:close', { id: 'no-such-session' })).toEqual({
      ok: false,
      error: { code: 'not-found', message: 'No session with id no-such-session.' },
    });
    expect(await call(core, 'session:resize', { id: 'x', cols: -1, rows: 2 })).toMatchObject({
      ok: false,
      error: { code: 'bad-input' },
    });
  }, 30_000);

  it('runs a real PTY session in the core process and streams its output to an attached client', async () => {
    const { core, events } = await startCore();
    const session = await createSession(core, `read word; echo "hello from the $word"; sleep 30`);
    expect(await call(core, 'session:attach', { id: session.id })).toMatchObject({ ok: true });
    // Typed after attaching, so the answer can only arrive as output events.
    expect(await call(core, 'session:write', { id: session.id, data: 'core process\r' })).toEqual({
      ok: true,
      data: null,
    });
    await waitFor(() => outputOf(events, session.id).includes('hello from the core process'), {
      what: 'the session output as events',
      describe: () => JSON.stringify(events.slice(-5)),
    });
    const screen = await call(core, 'session:read-screen', { id: session.id });
    expect(screen).toMatchObject({ ok: true });
    expect((screen as { data: { text: string } }).data.text).toContain(
      'hello from the core process',
    );
    // Each output's bytes in an array of their own, not a view into the batch it crossed in.
    for (const event of events) {
      if (event.name !== 'session:did-output') continue;
      expect(event.payload.data.buffer.byteLength).toBe(event.payload.data.length);
    }
  }, 30_000);

  it('stops every program it started when disposed, and ends its process', async () => {
    const { core, processes } = await startCore();
    await createSession(core, 'sleep 60');
    const pid = await waitFor(async () => {
      const listed = await call(core, 'session:list', {});
      return listed.ok && (listed.data as SessionSnapshot[])[0]?.pid;
    });
    expect(isAlive(pid)).toBe(true);
    const exited = new Promise<number | null>((resolve) => processes[0]?.onExit(resolve));
    await core.dispose();
    await exited;
    await waitFor(() => !isAlive(pid), { what: `the session's program (pid ${pid}) to end` });
    expect(await call(core, 'session:list', {})).toMatchObject({ ok: false });
  }, 30_000);

  it('writes the core process log lines through the host logger', async () => {
    const { core, logged } = await startCore();
    await createSession(core, 'true');
    await waitFor(() => logged.some((line) => line.startsWith('INFO') && /session/i.test(line)), {
      what: 'a session log line from the core process',
      describe: () => logged.join('\n'),
    });
  }, 30_000);
});

describe('a crash of the core process', () => {
  it('says so, restarts, and keeps every saved session', async () => {
    const { core, events, processes, dataDir } = await startCore();
    const session = await createSession(core, 'sleep 60');
    expect(existsSync(path.join(dataDir, 'sessions.json'))).toBe(true);
    const before = readFileSync(path.join(dataDir, 'sessions.json'), 'utf8');

    processes[0]?.kill();

    const problem = await waitFor(
      () => events.find((e) => e.name === 'app:did-report-problem')?.payload as { message: string },
      { what: 'a problem report about the crash' },
    );
    expect(problem.message).toMatch(/core process was killed and was restarted/);
    await waitFor(() =>
      events.some(
        (e) =>
          e.name === 'session:did-change' &&
          e.payload.id === session.id &&
          e.payload.status === 'stopped',
      ),
    );
    expect(events).toContainEqual({ name: 'session:did-resync', payload: { id: session.id } });
    expect(processes).toHaveLength(2);

    const listed = await call(core, 'session:list', {});
    expect(listed).toMatchObject({ ok: true, data: [{ id: session.id, name: 'printer' }] });
    expect(readFileSync(path.join(dataDir, 'sessions.json'), 'utf8')).toBe(before);
  }, 60_000);

  it('gives up when it keeps crashing: each call then says to quit and start again', async () => {
    const { core, events, processes } = await startCore({ restarts: new RestartBudget(0) });
    processes[0]?.kill();
    const problem = await waitFor(
      () => events.find((e) => e.name === 'app:did-report-problem')?.payload as { message: string },
    );
    expect(problem.message).toBe(
      "Parley's core process was killed too often to restart it: quit Parley and start it again. Your sessions and reviews are kept.",
    );
    expect(await call(core, 'app:info', {})).toEqual({
      ok: false,
      error: {
        code: 'failed',
        message:
          "Parley's core process stopped and was not restarted: quit Parley and start it again. Your sessions and reviews are kept.",
      },
    });
    expect(processes).toHaveLength(1);
  }, 30_000);
});

describe('a host that goes away without a word', () => {
  it('makes the core process stop every program it started and exit', async () => {
    const workspace = tempDir();
    const child = fork(NODE_CORE_PROCESS_ENTRY, [], {
      serialization: 'advanced',
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    const results = new Map<number, Result<unknown>>();
    child.on('message', (batch) => {
      for (const message of batch as CoreToHostMessage[]) {
        if (message.type === 'result') results.set(message.id, message.result);
      }
    });
    const send = (message: HostToCoreMessage) => child.send([message]);
    send({
      type: 'start',
      options: { workspace, dataDir: tempDir(), isDesktop: false, version: '9.9.9' },
    });
    send({
      type: 'call',
      id: 1,
      name: 'session:create',
      input: { profileId: 'custom', command: 'sleep 60', cwd: workspace },
      clientId: 'gone-host',
    });
    const created = await waitFor(() => results.get(1));
    const pid = created.ok ? (created.data as SessionSnapshot).pid : undefined;
    if (!pid) throw new Error(`no session program: ${JSON.stringify(created)}`);
    expect(isAlive(pid)).toBe(true);

    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    child.disconnect();
    expect(await exited).toBe(0);
    await waitFor(() => !isAlive(pid), { what: `the session's program (pid ${pid}) to end` });
  }, 30_000);
});
