import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { closed, collectMessages, resultFor } from './serverClient';
import {
  TOKEN,
  base,
  connect,
  core,
  rendererDir,
  server,
  sockets,
  start,
  useServerHarness,
} from './serverHarness';

/**
 * Limits and lifecycle of `parley serve`: a message over maxPayload closes its
 * socket (1009) while the server keeps running, a missing renderer build is
 * answered with how to build it, and close() drops its clients, stops
 * listening and unsubscribes from the core.
 */

useServerHarness();

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
