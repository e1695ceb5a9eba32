import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createServeCommand } from '../../../../../main/host/cli/commands/serve';
import type { ParleyCoreOptions } from '../../../../../main/core/parleyCore';
import { isAlive } from '../../../../../main/core/sessions/pty/processTree';
import { runCli } from '../../../../../main/host/cli/index';
import type { ServerMessage } from '../../../../../shared/contract';
import { createFakeCore } from '../../fakeCore';
import { waitFor } from '../../waitFor';
import { captureIo } from '../cliIo';

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
const LINE = /^Parley is listening on http:\/\/127\.0\.0\.1:(\d+)\/\?token=([A-Za-z0-9_-]+)\n$/;

let temp: string;
beforeEach(async () => {
  temp = await mkdtemp(path.join(os.tmpdir(), 'parley-serve-'));
});
afterEach(() => rm(temp, { recursive: true, force: true }));

describe('parley serve (in-process, fake core)', () => {
  async function serveWith(args: string[]) {
    const core = createFakeCore();
    const built: ParleyCoreOptions[] = [];
    const rendererDir = path.join(temp, 'renderer');
    await mkdir(rendererDir, { recursive: true });
    await writeFile(path.join(rendererDir, 'index.html'), '<title>Parley</title>');
    const serve = createServeCommand(async (options) => {
      built.push(options);
      return core;
    }, rendererDir);
    const cli = captureIo(temp, { PARLEY_DATA_DIR: path.join(temp, 'data') });
    const exit = runCli(['serve', ...args], cli.io, [serve]);
    await waitFor(() => cli.out().includes('\n'), 'the listening line');
    return { core, built, cli, exit };
  }

  it('prints exactly one line with a random 256-bit token and a free port, then serves', async () => {
    const { cli, exit, core, built } = await serveWith([]);
    const match = LINE.exec(cli.out());
    expect(match).not.toBeNull();
    const [, port, token] = match ?? [];
    expect(Buffer.from(token ?? '', 'base64url')).toHaveLength(32);
    const page = await fetch(`http://127.0.0.1:${port}/?token=${token}`);
    expect(await page.text()).toBe('<title>Parley</title>');
    expect(built).toEqual([
      {
        workspace: temp,
        dataDir: path.join(temp, 'data'),
        isDesktop: false,
        version: expect.any(String),
        log: expect.any(Object),
        followReviewsElsewhere: true,
      },
    ]);

    cli.stop();
    expect(await exit).toBe(0);
    expect(core.disposed).toBe(true);
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow();
    expect(cli.out().split('\n')).toEqual([expect.stringMatching(LINE.source.slice(0, -3)), '']);
  });

  it('logs its start and each refused request in the data folder', async () => {
    const { cli, exit, built } = await serveWith([]);
    const [, port] = LINE.exec(cli.out()) ?? [];
    expect((await fetch(`http://127.0.0.1:${port}/?token=wrong`)).status).toBe(403);
    cli.stop();
    expect(await exit).toBe(0);

    const log = await readFile(path.join(temp, 'data', 'logs', 'parley.log'), 'utf8');
    expect(log).toMatch(/^\S+ INFO Parley \S+ \(parley serve\) started, pid \d+$/m);
    expect(log).toMatch(
      new RegExp(`^\\S+ INFO Browser mode listening on http://127\\.0\\.0\\.1:${port}/$`, 'm'),
    );
    expect(log).toMatch(/^\S+ WARN Refused GET \/ \(403\): wrong token\.$/m);
    // The core logs to the same file.
    expect(built[0]?.log).toBeDefined();
  });

  it('uses --token, --port, --workspace and --data-dir', async () => {
    const workspace = path.join(temp, 'ws');
    await mkdir(workspace);
    const { cli, exit, built } = await serveWith([
      '--token',
      'my-token',
      '--workspace',
      'ws',
      '--data-dir',
      'store',
      '--port',
      '0',
    ]);
    expect(cli.out()).toMatch(/\/\?token=my-token\n$/);
    expect(built[0]).toMatchObject({ workspace, dataDir: path.join(temp, 'store') });
    cli.stop();
    expect(await exit).toBe(0);
  });

  it('refuses a data folder another serve has open, before building a core, and takes it once free', async () => {
    const first = await serveWith([]);
    const second = captureIo(temp, { PARLEY_DATA_DIR: path.join(temp, 'data') });
    const built: ParleyCoreOptions[] = [];
    const serve = createServeCommand(async (options) => {
      built.push(options);
      return createFakeCore();
    });
    expect(await runCli(['serve'], second.io, [serve])).toBe(1);
    expect(second.err()).toBe(
      `parley serve: The data folder ${path.join(temp, 'data')} is in use by parley serve (process ${process.pid}). Stop it first, or give this serve a data folder of its own (--data-dir DIR).\n`,
    );
    expect(built).toEqual([]);
    const log = await readFile(path.join(temp, 'data', 'logs', 'parley.log'), 'utf8');
    expect(log).toMatch(/ ERROR The data folder .* is in use by parley serve/);

    first.cli.stop();
    expect(await first.exit).toBe(0);
    const third = await serveWith([]);
    expect(third.cli.out()).toMatch(LINE);
    third.cli.stop();
    expect(await third.exit).toBe(0);
  });

  it('on a port in use, exits 1 saying so and what it found wrong in the data folder', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as AddressInfo;
    const problem = 'settings.json could not be read: kept as settings.corrupt-1.json.';
    const core = createFakeCore({
      'app:info': async () => ({
        isDesktop: false,
        version: '0.0.0-test',
        platform: 'test',
        workspace: temp,
        problems: [problem],
        dismissedProblems: [],
      }),
    });
    const cli = captureIo(temp, { PARLEY_DATA_DIR: path.join(temp, 'data') });
    const serve = createServeCommand(async () => core);
    try {
      expect(await runCli(['serve', '--port', String(port)], cli.io, [serve])).toBe(1);
    } finally {
      taken.close();
    }
    // The damaged file is already kept aside: the next start has nothing left to report.
    expect(cli.err()).toBe(
      `parley: ${problem}\nparley serve: cannot listen: port ${port} on 127.0.0.1 is already in use.\n`,
    );
    expect(cli.out()).toBe('');
    expect(core.disposed).toBe(true);
  });

  it.each([
    [['--port', 'eighty'], /--port takes a number/],
    [['--port', '70000'], /--port takes a number/],
    [['--workspace', 'missing-dir'], /is not a directory/],
    [['--token', 'has space'], /--token takes/],
    [['stray'], /unexpected argument/],
  ])('refuses %j with exit 2 before starting anything', async (args, message) => {
    const cli = captureIo(temp);
    let started = false;
    const serve = createServeCommand(async () => {
      started = true;
      return createFakeCore();
    });
    expect(await runCli(['serve', ...args], cli.io, [serve])).toBe(2);
    expect(cli.err()).toMatch(message);
    expect(cli.out()).toBe('');
    expect(started).toBe(false);
  });
});

describe('parley serve (spawned, real core)', () => {
  let child: ChildProcess | undefined;
  afterEach(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
  });

  it('prints the line, answers the contract over /ws, and exits cleanly on SIGTERM', async () => {
    child = spawn(
      process.execPath,
      [path.join(repoRoot, 'bin/parley.js'), 'serve', '--workspace', temp],
      {
        cwd: repoRoot,
        env: { ...process.env, PARLEY_DATA_DIR: path.join(temp, 'data') },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const match = await waitFor(
      () => LINE.exec(stdout) ?? undefined,
      `the listening line (stderr: ${stderr})`,
      20_000,
    );
    const [, port, token] = match;

    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws?token=${token}`);
    const messages: ServerMessage[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data)) as ServerMessage));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    socket.send(JSON.stringify({ type: 'call', id: 1, name: 'app:info', input: {} }));
    const answer = await waitFor(() => messages.find((m) => m.type === 'result'), 'app:info');
    expect(answer).toMatchObject({
      type: 'result',
      id: 1,
      result: { ok: true, data: { isDesktop: false, platform: process.platform, workspace: temp } },
    });
    socket.send(
      JSON.stringify({
        type: 'call',
        id: 2,
        name: 'session:create',
        input: { profileId: 'shell', cwd: temp },
      }),
    );
    const created = await waitFor(
      () => messages.find((m) => m.type === 'result' && m.id === 2),
      'session:create',
    );
    const pid =
      created.type === 'result' && created.result.ok
        ? (created.result.data as { pid?: number }).pid
        : undefined;
    expect(pid).toEqual(expect.any(Number));
    socket.close();

    const exited = new Promise<number | null>((resolve) =>
      child?.once('exit', (code) => resolve(code)),
    );
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(stdout.split('\n').filter(Boolean)).toHaveLength(1);
    // Stopping serve stopped the session's shell too.
    expect(isAlive(pid ?? 0)).toBe(false);
  });
});
