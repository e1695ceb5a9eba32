import { request } from 'node:http';
import { connect as connectTcp } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionSnapshot } from '../../shared/contract';
import { makeParleyDirs, startParleyServer } from '../support/parleyServer';
import type { ParleyDirs, ParleyServer } from '../support/parleyServer';
import { ContractSocket, closed, openSocket } from '../main/host/server/serverClient';
import { waitFor } from '../support/poll';
import { reportFigure } from './figures';

/**
 * `parley serve` as a real child process under attack from local processes:
 * every attack is refused with no effect, stalled connections are closed
 * within seconds, and a bystander's shell session works throughout.
 */

const STALLED_PER_KIND = 10;
const IDLE_FLOOD = 200;
/** Generous: the server's own deadline is 4 s (connectionLimits.ts). */
const CLOSE_BOUND_MS = 15_000;

let dirs: ParleyDirs;
let server: ParleyServer;
let bystander: { client: ContractSocket; session: SessionSnapshot };
let echoes = 0;

beforeAll(async () => {
  dirs = await makeParleyDirs();
  server = await startParleyServer(dirs);
  const client = await open({ origin: server.origin });
  const session = await client.ok<SessionSnapshot>('session:create', { profileId: 'shell' });
  await client.ok('session:attach', { id: session.id });
  bystander = { client, session };
  await bystanderEchoes();
});

afterAll(async () => {
  bystander?.client.socket.terminate();
  await server?.stop();
  await dirs?.remove();
});

async function open(
  options: { query?: string; origin?: string; headers?: Record<string, string> } = {},
): Promise<ContractSocket> {
  const { query = `?token=${server.token}`, ...rest } = options;
  const opened = await openSocket(`ws://127.0.0.1:${server.port}/ws${query}`, rest);
  if (!('socket' in opened)) throw new Error(`refused with ${opened.refusedWith}`);
  return new ContractSocket(opened.socket);
}

/** The bystander's shell still runs commands and its output still reaches its client. */
async function bystanderEchoes(): Promise<void> {
  const marker = `bystander-${++echoes}`;
  const { client, session } = bystander;
  // Quoted in the command, so only the shell's answer shows the marker whole.
  await client.ok('session:write', {
    id: session.id,
    data: `echo by''stander-${echoes}\r`,
  });
  await waitFor(() => client.outputOf(session.id).includes(marker), {
    what: `the bystander's echo of ${marker}`,
    describe: () => client.outputOf(session.id).slice(-500),
  });
}

/** A raw GET with headers an attacker chooses; answers the status. */
function rawStatus(path: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: server.port, path, headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('parley serve under attack from local processes', () => {
  const refused: string[] = [];
  const host = () => `127.0.0.1:${server.port}`;

  it('refuses pages and sockets without the token, with a wrong one, from a foreign Origin or a rebinding Host', async () => {
    const token = server.token;
    const httpAttacks: Array<[string, string, Record<string, string>]> = [
      ['page without a token', '/', {}],
      ['page with a wrong token', `/?token=${token}x`, {}],
      ['page from a foreign Origin', `/?token=${token}`, { Origin: 'http://evil.example' }],
      [
        'page through a rebinding Host',
        `/?token=${token}`,
        { Host: `evil.example:${server.port}` },
      ],
    ];
    for (const [what, path, headers] of httpAttacks) {
      expect(await rawStatus(path, headers), what).toBe(403);
      refused.push(what);
    }
    const socketAttacks: Array<[string, string, Record<string, string>]> = [
      ['socket without a token', '', {}],
      ['socket with a wrong token', `?token=wrong-${token}`, {}],
      ['socket from a foreign Origin', `?token=${token}`, { Origin: 'http://evil.example' }],
      [
        'socket through a rebinding Host',
        `?token=${token}`,
        { Host: `evil.example:${server.port}` },
      ],
    ];
    for (const [what, query, headers] of socketAttacks) {
      const { Origin: origin, ...rest } = headers;
      const opened = await openSocket(`ws://${host()}/ws${query}`, {
        ...(origin ? { origin } : {}),
        headers: rest,
      });
      expect(opened, what).toMatchObject({ refusedWith: 403 });
      refused.push(what);
    }
    await bystanderEchoes();
  });

  it('closes sockets that send oversized, malformed, non-UTF-8 or binary frames, with a code and a reason', async () => {
    const frames: Array<[string, (client: ContractSocket) => void, number, RegExp]> = [
      [
        'frame over maxPayload',
        (client) =>
          client.socket.send(
            JSON.stringify({
              type: 'call',
              id: 1,
              name: 'session:create',
              input: { profileId: 'shell', name: 'x'.repeat(17 * 1024 * 1024) },
            }),
          ),
        1009,
        /too big/,
      ],
      ['malformed JSON', (client) => client.socket.send('{"type":"call",'), 1007, /not JSON/],
      [
        'invalid UTF-8',
        (client) => client.socket.send(Buffer.from([0x7b, 0xc3, 0x28, 0x7d]), { binary: false }),
        1007,
        /UTF-8/,
      ],
      ['binary frame', (client) => client.socket.send(Buffer.from([0x01, 0x02])), 1003, /Binary/],
    ];
    for (const [what, attack, code, reason] of frames) {
      const client = await open();
      // Writing to a socket the server has just closed may fail: that is the point.
      client.socket.on('error', () => {});
      const closing = closed(client.socket);
      attack(client);
      const close = await closing;
      expect(close.code, what).toBe(code);
      expect(close.reason, what).toMatch(reason);
      refused.push(what);
    }

    const client = await open();
    for (const [what, name, input, code] of [
      ['unknown command', 'session:exec', { command: 'id' }, 'unknown-command'],
      ['write with a malformed input', 'session:write', { id: 'x', data: 1 }, 'bad-input'],
    ] as const) {
      const result = await client.call(name, input);
      expect(result, what).toMatchObject({ ok: false, error: { code } });
      if (!result.ok) expect(result.error.message, what).toMatch(/\w+ \w+/);
      refused.push(what);
    }
    client.socket.terminate();

    // No effect: the bystander's session is still the only one, and it still works.
    const sessions = await bystander.client.ok<SessionSnapshot[]>('session:list', {});
    expect(sessions.map((s) => s.id)).toEqual([bystander.session.id]);
    await bystanderEchoes();
  });

  it('closes stalled and slow-drip connections within seconds, and caps an idle flood', async () => {
    const token = server.token;
    const kinds: Array<[string, string, boolean]> = [
      ['silent', '', false],
      ['half a GET without a token', `GET / HTTP/1.1\r\nHost: ${host()}\r\n`, false],
      [
        'half an upgrade with the token',
        `GET /ws?token=${token} HTTP/1.1\r\nHost: ${host()}\r\nUpgrade: websocket\r\n`,
        false,
      ],
      ['slow drip', `GET /?token=${token} HTTP/1.1\r\nHost: ${host()}\r\nX-Drip: `, true],
    ];
    const started = Date.now();
    const stalled = kinds.flatMap(([, text, drip]) =>
      Array.from({ length: STALLED_PER_KIND }, () => stall(text, drip)),
    );
    await bystanderEchoes();
    const closedAfter = await Promise.all(stalled);
    const slowest = Math.max(...closedAfter) - started;
    expect(slowest).toBeLessThan(CLOSE_BOUND_MS);

    const floodStarted = Date.now();
    const flood = await Promise.all(Array.from({ length: IDLE_FLOOD }, () => stall('', false)));
    expect(Math.max(...flood) - floodStarted).toBeLessThan(CLOSE_BOUND_MS);
    // The server still has descriptors to spare: a fresh client gets in and works.
    const fresh = await open();
    expect(await fresh.ok('app:info', {})).toMatchObject({ isDesktop: false });
    fresh.socket.terminate();
    await bystanderEchoes();

    reportFigure(
      `browser-mode: ${refused.length} attacks refused, ` +
        `${stalled.length} stalled connections closed within ${(slowest / 1000).toFixed(1)} s, ` +
        `${IDLE_FLOOD} idle connections capped and closed, bystander ok (${echoes} echoes)`,
    );
  });
});

/**
 * Opens a raw connection that sends `text` and then stalls (or, with drip,
 * sends one more header byte every 500 ms); resolves with when it was closed.
 */
function stall(text: string, drip: boolean): Promise<number> {
  return new Promise((resolve) => {
    const socket = connectTcp(server.port, '127.0.0.1', () => {
      if (text) socket.write(text);
    });
    const dripping = drip ? setInterval(() => socket.write('x'), 500) : undefined;
    socket.on('error', () => {});
    socket.resume();
    socket.once('close', () => {
      clearInterval(dripping);
      resolve(Date.now());
    });
  });
}
