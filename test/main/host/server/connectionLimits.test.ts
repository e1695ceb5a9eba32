import { connect } from 'node:net';
import type { Socket } from 'node:net';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { createLimitedServer } from '../../../../main/host/server/connectionLimits';

const HEADERS_TIMEOUT_MS = 300;
const WELL_PAST_THE_DEADLINE_MS = 2_000;

let server: Server;
afterEach(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function startLimited(maxConnections = 10): Promise<number> {
  server = createLimitedServer({ headersTimeoutMs: HEADERS_TIMEOUT_MS, maxConnections });
  server.on('request', (_req, res) => res.end('ok'));
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => wss.handleUpgrade(req, socket, head, () => {}));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** Opens a raw TCP connection and sends `text`; `ended` resolves with what came back. */
function stall(port: number, text: string): { socket: Socket; ended: Promise<string> } {
  const socket = connect(port, '127.0.0.1', () => socket.write(text));
  let received = '';
  socket.on('error', () => {});
  socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
  const ended = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  return { socket, ended };
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what} still open`)), ms)),
  ]);
}

describe('createLimitedServer', () => {
  it.each([
    ['nothing at all', ''],
    ['half a GET', 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n'],
    ['half an upgrade', 'GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n'],
  ])('closes a connection that sends %s', async (_what, text) => {
    const port = await startLimited();
    await within(stall(port, text).ended, WELL_PAST_THE_DEADLINE_MS, 'the stalled connection');
  });

  it('serves complete requests and keeps an upgraded WebSocket open past the deadline', async () => {
    const port = await startLimited();
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ok');
    const socket = new WebSocket(`ws://127.0.0.1:${port}/`);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    await new Promise((resolve) => setTimeout(resolve, HEADERS_TIMEOUT_MS * 3));
    expect(socket.readyState).toBe(WebSocket.OPEN);
    socket.terminate();
  });

  it('drops connections over the cap', async () => {
    const port = await startLimited(2);
    const held = [stall(port, ''), stall(port, '')];
    await new Promise((resolve) => setTimeout(resolve, 50));
    const over = stall(port, 'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    // A complete request, never answered.
    expect(await over.ended).toBe('');
    for (const { socket } of held) socket.destroy();
  });
});
