import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { connect as connectTcp } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { startParleyServer } from '../../../../main/host/server/parleyServer';
import type { ParleyServer } from '../../../../main/host/server/parleyServer';
import { CoreError } from '../../../../main/core/api';
import { silentLogger } from '../../../../main/core/log/logger';
import type { WireResult } from '../../../../shared/contract';
import { decodeOutputFrame } from '../../../../shared/contract/wire';
import { createFakeCore } from '../fakeCore';
import type { FakeCore } from '../fakeCore';
import { waitFor } from '../waitFor';
import { closed, collectMessages, openSocket, rawGet } from './serverClient';

const TOKEN = 'test-token-0123456789';
const PAGE =
  '<!doctype html><title>Parley</title><script type="module" src="./assets/app.js"></script>';

let rendererDir: string;
let core: FakeCore;
let server: ParleyServer;
const sockets: WebSocket[] = [];

async function start(options: { maxPayload?: number; rendererDir?: string } = {}) {
  server = await startParleyServer({
    core,
    token: TOKEN,
    rendererDir: options.rendererDir ?? rendererDir,
    port: 0,
    maxPayload: options.maxPayload,
    log: silentLogger,
  });
}

function base(): string {
  return `http://127.0.0.1:${server.port}`;
}

async function connect(query = `?token=${TOKEN}`): Promise<WebSocket> {
  const opened = await openSocket(`ws://127.0.0.1:${server.port}/ws${query}`);
  if (!('socket' in opened)) throw new Error(`refused with ${opened.refusedWith}`);
  sockets.push(opened.socket);
  return opened.socket;
}

async function resultFor(messages: unknown[], id: number): Promise<WireResult> {
  return waitFor(
    () =>
      messages.find(
        (m): m is WireResult => (m as WireResult).type === 'result' && (m as WireResult).id === id,
      ),
    `the result of call ${id}`,
  );
}

beforeEach(async () => {
  rendererDir = await mkdtemp(path.join(os.tmpdir(), 'parley-renderer-'));
  await mkdir(path.join(rendererDir, 'assets'));
  await writeFile(path.join(rendererDir, 'index.html'), PAGE);
  await writeFile(path.join(rendererDir, 'assets', 'app.js'), 'console.log("app");');
  core = createFakeCore({
    'session:rename': async ({ id, name }) => {
      if (id !== 's1') throw new CoreError('not-found', `No session ${id}.`);
      return {
        id,
        name,
        profileId: 'shell',
        cwd: '/tmp',
        command: 'bash',
        args: [],
        status: 'ready',
        cols: 80,
        rows: 24,
        createdAt: '2025-01-01T00:00:00.000Z',
      };
    },
  });
});

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.terminate();
  await server?.close();
  await rm(rendererDir, { recursive: true, force: true });
});

describe('parley serve: who may get in', () => {
  beforeEach(() => start());

  it('binds 127.0.0.1 on a free port and prints the token URL', () => {
    expect(server.port).toBeGreaterThan(0);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/?token=${TOKEN}`);
  });

  it.each([
    ['the page without a token', '/'],
    ['the page with a wrong token', '/?token=wrong'],
    ['an asset without a token', '/assets/app.js'],
    ['an asset with a wrong token', '/assets/app.js?token=nope'],
    ['a missing file without a token', '/nothing-here.js'],
  ])('refuses %s with 403 and serves nothing', async (_what, urlPath) => {
    const response = await fetch(base() + urlPath);
    expect(response.status).toBe(403);
    const body = await response.text();
    expect(body).not.toContain('Parley</title>');
    expect(body).not.toContain('console.log');
  });

  it('refuses a wrong token even of the right length', async () => {
    const sameLength = 'x'.repeat(TOKEN.length);
    expect((await fetch(`${base()}/?token=${sameLength}`)).status).toBe(403);
  });

  it('serves the page for the token URL, sets a strict HttpOnly cookie, and the cookie serves assets', async () => {
    const page = await fetch(`${base()}/?token=${TOKEN}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toBe(PAGE);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain(`connect-src 'self' ws://127.0.0.1:${server.port}`);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');

    const cookie = page.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    const pair = cookie.split(';')[0] ?? '';

    const asset = await fetch(`${base()}/assets/app.js`, { headers: { cookie: pair } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await asset.text()).toBe('console.log("app");');

    const reload = await fetch(`${base()}/`, { headers: { cookie: pair } });
    expect(reload.status).toBe(200);
  });

  it('refuses a cookie holding the wrong token', async () => {
    const response = await fetch(`${base()}/`, {
      headers: { cookie: `parley_token_${server.port}=wrong` },
    });
    expect(response.status).toBe(403);
  });

  it.each([
    ['evil.com', 'a foreign name'],
    ['evil.com:PORT', 'a foreign name with our port'],
    ['localhost:1', 'the wrong port'],
    ['127.0.0.1', 'no port'],
    ['localhost.evil.com:PORT', 'a look-alike name'],
  ])('refuses Host %s (%s) even with the token', async (host, _what) => {
    const response = await rawGet(server.port, `/?token=${TOKEN}`, {
      host: host.replace('PORT', String(server.port)),
    });
    expect(response.status).toBe(403);
    expect(response.body).not.toContain('Parley</title>');
  });

  it.each(['localhost', '127.0.0.1', '[::1]'])('accepts Host %s:PORT', async (name) => {
    const response = await rawGet(server.port, `/?token=${TOKEN}`, {
      host: `${name}:${server.port}`,
    });
    expect(response.status).toBe(200);
  });

  it('refuses a foreign Origin even with the token', async () => {
    const response = await rawGet(server.port, `/?token=${TOKEN}`, {
      origin: 'http://evil.com',
    });
    expect(response.status).toBe(403);
  });

  it('answers a request target that is not a URL with 400 and keeps serving', async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connectTcp(server.port, '127.0.0.1', () =>
        socket.end(`GET http://[ HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n\r\n`),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400/);
    expect((await fetch(`${base()}/?token=${TOKEN}`)).status).toBe(200);
  });

  it('answers a file outside the renderer folder with neither its content nor a 200', async () => {
    const response = await rawGet(server.port, `/..%2f..%2fetc%2fpasswd?token=${TOKEN}`);
    expect(response.status).toBe(400);
    expect(response.body).not.toContain('root:');
  });

  it.each([
    ['no token', ''],
    ['a wrong token', '?token=wrong'],
  ])('refuses a WebSocket with %s with 403 before the handshake', async (_what, query) => {
    const opened = await openSocket(`ws://127.0.0.1:${server.port}/ws${query}`);
    expect(opened).toMatchObject({ refusedWith: 403 });
    expect(core.goneClients).toHaveLength(0);
  });

  it('refuses a WebSocket from a foreign Origin with 403', async () => {
    const opened = await openSocket(`ws://127.0.0.1:${server.port}/ws?token=${TOKEN}`, {
      origin: 'http://evil.com',
    });
    expect(opened).toMatchObject({ refusedWith: 403 });
  });

  it('refuses a WebSocket with Host evil.com with 403', async () => {
    const opened = await openSocket(`ws://127.0.0.1:${server.port}/ws?token=${TOKEN}`, {
      headers: { host: 'evil.com' },
    });
    expect(opened).toMatchObject({ refusedWith: 403 });
  });

  it('accepts a WebSocket from its own page origin carrying the cookie', async () => {
    const opened = await openSocket(`ws://127.0.0.1:${server.port}/ws`, {
      origin: `http://127.0.0.1:${server.port}`,
      headers: { cookie: `parley_token_${server.port}=${TOKEN}` },
    });
    expect('socket' in opened).toBe(true);
    if ('socket' in opened) sockets.push(opened.socket);
  });
});

describe('parley serve: the contract over /ws', () => {
  beforeEach(() => start());

  it('answers a call with its result, by id', async () => {
    const socket = await connect();
    const messages = collectMessages(socket);
    socket.send(JSON.stringify({ type: 'call', id: 7, name: 'app:info', input: {} }));
    socket.send(
      JSON.stringify({
        type: 'call',
        id: 8,
        name: 'session:rename',
        input: { id: 's2', name: 'x' },
      }),
    );
    expect(await resultFor(messages, 7)).toMatchObject({
      result: { ok: true, data: { version: '0.0.0-test' } },
    });
    expect(await resultFor(messages, 8)).toEqual({
      type: 'result',
      id: 8,
      result: { ok: false, error: { code: 'not-found', message: 'No session s2.' } },
    });
  });

  it('answers bad input and unknown commands with clear errors', async () => {
    const socket = await connect();
    const messages = collectMessages(socket);
    socket.send(
      JSON.stringify({ type: 'call', id: 1, name: 'session:rename', input: { id: 's1' } }),
    );
    socket.send(JSON.stringify({ type: 'call', id: 2, name: 'rm -rf', input: {} }));
    const bad = await resultFor(messages, 1);
    expect(bad.result).toMatchObject({ ok: false, error: { code: 'bad-input' } });
    if (!bad.result.ok) expect(bad.result.error.message).toContain('name');
    expect((await resultFor(messages, 2)).result).toMatchObject({
      ok: false,
      error: { code: 'unknown-command' },
    });
  });

  it('pushes every core event to every connected client', async () => {
    const first = collectMessages(await connect());
    const second = collectMessages(await connect());
    const event = { name: 'session:did-close', payload: { id: 's1' } } as const;
    core.emit(event);
    for (const messages of [first, second]) {
      await waitFor(() => messages.length > 0, 'the event');
      expect(messages).toEqual([{ type: 'event', event }]);
    }
  });

  it("sends an event addressed to some clients (a session's output) to those only", async () => {
    const first = await connect();
    const second = await connect();
    const firstMessages = collectMessages(first);
    const secondMessages = collectMessages(second);
    first.send(JSON.stringify({ type: 'call', id: 1, name: 'app:info', input: {} }));
    await resultFor(firstMessages, 1);
    const firstId = core.calls[0]?.ctx.clientId ?? '';
    const hi = new TextEncoder().encode('hi');
    const output = { name: 'session:did-output', payload: { id: 's1', data: hi } } as const;
    core.emit(output, [firstId]);
    core.emit({ name: 'session:did-close', payload: { id: 's1' } });
    await waitFor(() => secondMessages.length > 0, 'the broadcast event');
    await waitFor(() => firstMessages.length === 3, 'both events on the first socket');
    expect(firstMessages[1]).toEqual({ type: 'event', event: output });
    expect(secondMessages).toEqual([
      { type: 'event', event: { name: 'session:did-close', payload: { id: 's1' } } },
    ]);
  });

  it('sends session output as one binary frame, its bytes as they came, a split character too', async () => {
    const socket = await connect();
    const frames: Array<{ data: Buffer; isBinary: boolean }> = [];
    socket.on('message', (data, isBinary) => frames.push({ data: data as Buffer, isBinary }));
    const messages = collectMessages(socket);
    socket.send(JSON.stringify({ type: 'call', id: 1, name: 'app:info', input: {} }));
    await resultFor(messages, 1);
    const clientId = core.calls[0]?.ctx.clientId ?? '';
    // The output ends in the first two of ✓'s three bytes: the terminal joins them with the next.
    const data = new TextEncoder().encode('\x1b[1;32mcafé ✓\x1b[0m\r\n✓').subarray(0, -1);
    core.emit({ name: 'session:did-output', payload: { id: 's1', data } }, [clientId]);
    await waitFor(() => frames.length === 2, 'the output frame');
    expect(frames[1]?.isBinary).toBe(true);
    const frame = frames[1]!.data;
    const bytes = new Uint8Array(frame.buffer, frame.byteOffset, frame.length);
    expect(decodeOutputFrame(bytes)).toEqual({ id: 's1', data });
  });

  it('gives each socket its own client id and tells the core when it goes', async () => {
    const first = await connect();
    const second = await connect();
    first.send(JSON.stringify({ type: 'call', id: 1, name: 'app:info', input: {} }));
    second.send(JSON.stringify({ type: 'call', id: 1, name: 'app:info', input: {} }));
    await waitFor(() => core.calls.length === 2, 'both calls');
    const [a, b] = core.calls.map((call) => call.ctx.clientId);
    expect(a).not.toBe(b);
    first.close();
    await waitFor(() => core.goneClients.length === 1, 'clientGone');
    expect(core.goneClients).toEqual([a]);
  });

  it('answers a message of an unknown type that carries an id', async () => {
    const socket = await connect();
    const messages = collectMessages(socket);
    socket.send(JSON.stringify({ type: 'subscribe', id: 3 }));
    expect((await resultFor(messages, 3)).result).toMatchObject({
      ok: false,
      error: { code: 'bad-input' },
    });
  });

  it('closes a socket that sends malformed JSON with a reason, and keeps serving others', async () => {
    const socket = await connect();
    const closing = closed(socket);
    socket.send('{not json');
    const { code, reason } = await closing;
    expect(code).toBe(1007);
    expect(reason).toMatch(/not JSON/);

    const messages = collectMessages(await connect());
    const next = sockets.at(-1);
    next?.send(JSON.stringify({ type: 'call', id: 1, name: 'app:info', input: {} }));
    expect((await resultFor(messages, 1)).result.ok).toBe(true);
  });

  it('closes a socket that sends a binary message', async () => {
    const socket = await connect();
    const closing = closed(socket);
    socket.send(Buffer.from([1, 2, 3]));
    expect((await closing).code).toBe(1003);
  });

  it('closes a socket that sends invalid UTF-8 as text with 1007 and a reason', async () => {
    const socket = await connect();
    const closing = closed(socket);
    socket.send(Buffer.from([0x7b, 0xff, 0xfe, 0x7d]), { binary: false });
    expect(await closing).toEqual({ code: 1007, reason: 'Invalid UTF-8 in a text message.' });
  });

  it('refuses anything but /ws for upgrades', async () => {
    const opened = await openSocket(`ws://127.0.0.1:${server.port}/other?token=${TOKEN}`);
    expect(opened).toMatchObject({ refusedWith: 404 });
  });
});

describe('parley serve: limits and lifecycle', () => {
  it('closes a socket whose message exceeds maxPayload (1009) and keeps running', async () => {
    await start({ maxPayload: 1024 });
    const socket = await connect();
    const closing = closed(socket);
    socket.send(
      JSON.stringify({ type: 'call', id: 1, name: 'app:info', input: { x: 'y'.repeat(4096) } }),
    );
    expect(await closing).toEqual({
      code: 1009,
      reason: 'Message too big: the limit is 1024 bytes.',
    });
    const messages = collectMessages(await connect());
    sockets.at(-1)?.send(JSON.stringify({ type: 'call', id: 2, name: 'app:info', input: {} }));
    expect((await resultFor(messages, 2)).result.ok).toBe(true);
  });

  it('says how to build the renderer when it is missing', async () => {
    await start({ rendererDir: path.join(rendererDir, 'missing') });
    const response = await fetch(`${base()}/?token=${TOKEN}`);
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('npm run build');
  });

  it('close() drops clients, stops listening and unsubscribes from the core', async () => {
    await start();
    const socket = await connect();
    const closing = closed(socket);
    expect(core.listenerCount()).toBe(1);
    await server.close();
    await closing;
    expect(core.listenerCount()).toBe(0);
    await expect(fetch(`${base()}/?token=${TOKEN}`)).rejects.toThrow();
  });
});
