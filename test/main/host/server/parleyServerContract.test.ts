import { beforeEach, describe, expect, it } from 'vitest';
import { decodeOutputFrame } from '../../../../shared/contract/wire';
import { waitFor } from '../waitFor';
import { closed, collectMessages, openSocket, resultFor } from './serverClient';
import { TOKEN, connect, core, server, sockets, start, useServerHarness } from './serverHarness';

/**
 * The contract over /ws: each call is answered by its result with the same id,
 * bad input and unknown commands by clear errors; core events reach every
 * client, or only those they are addressed to; session output goes as one
 * binary frame holding its bytes as they came; each socket is its own client,
 * and the core hears when it goes. A socket that breaks the protocol (bad
 * JSON, binary, invalid UTF-8) is closed with a code and a reason, the others
 * keep being served, and upgrades anywhere but /ws are refused.
 */

useServerHarness();

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
