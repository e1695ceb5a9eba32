/**
 * The server under test in the parleyServer*.test.ts files: the real
 * startParleyServer on 127.0.0.1 with a fake core and a temp renderer folder
 * holding one page and one asset. A test file calls useServerHarness() once at
 * its top; each test then calls start() (with its options) and connect().
 * `rendererDir`, `core` and `server` are live bindings, set anew for each test.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import type { WebSocket } from 'ws';
import { startParleyServer } from '../../../../main/host/server/parleyServer';
import type { ParleyServer } from '../../../../main/host/server/parleyServer';
import { CoreError } from '../../../../main/core/api';
import { silentLogger } from '../../../../main/core/log/logger';
import { sessionSnapshot } from '../../../support/sessionSnapshot';
import { createFakeCore } from '../fakeCore';
import type { FakeCore } from '../fakeCore';
import { openSocket } from './serverClient';

export const TOKEN = 'test-token-0123456789';
export const PAGE =
  '<!doctype html><title>Parley</title><script type="module" src="./assets/app.js"></script>';

export let rendererDir: string;
export let core: FakeCore;
export let server: ParleyServer;
/** Sockets a test opened; terminated after each test. */
export const sockets: WebSocket[] = [];

export async function start(options: { maxPayload?: number; rendererDir?: string } = {}) {
  server = await startParleyServer({
    core,
    token: TOKEN,
    rendererDir: options.rendererDir ?? rendererDir,
    port: 0,
    maxPayload: options.maxPayload,
    log: silentLogger,
  });
}

export function base(): string {
  return `http://127.0.0.1:${server.port}`;
}

/** Opens /ws with the token (or `query`); throws if the server refuses it. */
export async function connect(query = `?token=${TOKEN}`): Promise<WebSocket> {
  const opened = await openSocket(`ws://127.0.0.1:${server.port}/ws${query}`);
  if (!('socket' in opened)) throw new Error(`refused with ${opened.refusedWith}`);
  sockets.push(opened.socket);
  return opened.socket;
}

/**
 * Before each test: a fresh renderer folder and fake core (session:rename knows
 * only s1). After: sockets terminated, the server closed, the folder removed.
 */
export function useServerHarness(): void {
  beforeEach(async () => {
    rendererDir = await mkdtemp(path.join(os.tmpdir(), 'parley-renderer-'));
    await mkdir(path.join(rendererDir, 'assets'));
    await writeFile(path.join(rendererDir, 'index.html'), PAGE);
    await writeFile(path.join(rendererDir, 'assets', 'app.js'), 'console.log("app");');
    core = createFakeCore({
      'session:rename': async ({ id, name }) => {
        if (id !== 's1') throw new CoreError('not-found', `No session ${id}.`);
        return sessionSnapshot(id, { name, profileId: 'shell', cwd: '/tmp', command: 'bash' });
      },
    });
  });

  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.terminate();
    await server?.close();
    await rm(rendererDir, { recursive: true, force: true });
  });
}
