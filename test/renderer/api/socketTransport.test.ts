import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientMessage, ServerMessage } from '../../../shared/contract';
import { ParleyError } from '../../../renderer/src/api/parleyError';
import { socketTransport } from '../../../renderer/src/api/socketTransport';
import { encodeOutputFrame } from '../../../shared/contract/wire';

/** Stands in for the browser's WebSocket: the host side of the wire is driven by the test. */
class FakeSocket extends EventTarget {
  readonly sent: ClientMessage[] = [];
  constructor(readonly url: string) {
    super();
  }
  send(data: string): void {
    this.sent.push(JSON.parse(data) as ClientMessage);
  }
  open(): void {
    this.dispatchEvent(new Event('open'));
  }
  receive(message: ServerMessage): void {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));
  }
  /** A binary message, as the browser hands it with binaryType 'arraybuffer'. */
  receiveBytes(bytes: Uint8Array): void {
    const data = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
  drop(): void {
    this.dispatchEvent(new Event('close'));
  }
}

/** `refuses`: what the host says of this page when asked after a handshake failed. */
function setup(refuses: () => Promise<boolean> = () => Promise.resolve(false)) {
  const sockets: FakeSocket[] = [];
  const asked: string[] = [];
  const transport = socketTransport(
    'ws://127.0.0.1:1/ws?token=t',
    (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
    (url) => {
      asked.push(url);
      return refuses();
    },
  );
  const states: string[] = [];
  transport.onConnectionChange((state) => states.push(state));
  const last = () => sockets[sockets.length - 1]!;
  return { transport, sockets, states, last, asked };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('socketTransport', () => {
  it('sends calls made before the socket opened once it opens, and routes answers by id', async () => {
    const { transport, last } = setup();
    const info = transport.call('app:info', {});
    const list = transport.call('session:list', {});
    expect(last().sent).toEqual([]);
    last().open();
    expect(last().sent.map((m) => m.name)).toEqual(['app:info', 'session:list']);
    const [first, second] = last().sent;
    last().receive({ type: 'result', id: second!.id, result: { ok: true, data: [] } });
    last().receive({
      type: 'result',
      id: first!.id,
      result: { ok: false, error: { code: 'internal', message: 'boom' } },
    });
    await expect(list).resolves.toEqual({ ok: true, data: [] });
    await expect(info).resolves.toEqual({
      ok: false,
      error: { code: 'internal', message: 'boom' },
    });
  });

  it('passes events on to listeners', () => {
    const { transport, last } = setup();
    const seen: unknown[] = [];
    const stop = transport.onEvent((event) => seen.push(event));
    last().open();
    const event = { name: 'session:did-close', payload: { id: 's1' } } as const;
    last().receive({ type: 'event', event });
    stop();
    last().receive({ type: 'event', event });
    expect(seen).toEqual([event]);
  });

  it('reads session output from binary frames; a bad frame is reported and skipped, the next still read', () => {
    const { transport, last } = setup();
    const seen: unknown[] = [];
    transport.onEvent((event) => seen.push(event));
    last().open();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const payload = { id: 's1', data: new TextEncoder().encode('\x1b[31mcafé ✓\x1b[0m\r\n') };
    last().receiveBytes(Uint8Array.of(9, 9, 9));
    last().receiveBytes(encodeOutputFrame(payload));
    expect(seen).toEqual([{ name: 'session:did-output', payload }]);
    expect(errors).toHaveBeenCalledWith(expect.stringMatching(/ignored not an output frame/));
    errors.mockRestore();
  });

  it('rejects calls in flight when the connection drops, then reconnects with backoff', async () => {
    const { transport, sockets, states, last } = setup();
    last().open();
    const call = transport.call('session:list', {});
    last().drop();
    await expect(call).rejects.toBeInstanceOf(ParleyError);
    await expect(call).rejects.toMatchObject({
      code: 'disconnected',
      message: expect.stringContaining('"session:list" did not finish'),
    });
    expect(transport.connection).toBe('reconnecting');
    expect(sockets).toHaveLength(1);

    // First retry after 250 ms ±20%, the next after 500 ms ±20%.
    await vi.advanceTimersByTimeAsync(300);
    expect(sockets).toHaveLength(2);
    last().drop(); // the host is still gone: the next attempt waits longer
    await vi.advanceTimersByTimeAsync(350);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(300);
    expect(sockets).toHaveLength(3);

    last().open();
    expect(states).toEqual(['connected', 'reconnecting', 'connected']);
    const again = transport.call('session:list', {});
    last().receive({ type: 'result', id: last().sent[0]!.id, result: { ok: true, data: [] } });
    await expect(again).resolves.toEqual({ ok: true, data: [] });
    expect(last().url).toBe('ws://127.0.0.1:1/ws?token=t');
  });

  it('says when the host refuses the page (a new token), once, and goes on trying', async () => {
    const { transport, states, last, asked } = setup(() => Promise.resolve(true));
    last().open();
    // A drop of an open connection is no refusal: the host is not asked.
    last().drop();
    expect(asked).toEqual([]);
    await vi.advanceTimersByTimeAsync(300);
    // The handshake fails: the host is asked, and says it refuses the page.
    last().drop();
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toEqual(['ws://127.0.0.1:1/ws?token=t']);
    expect(transport.connection).toBe('refused');
    await vi.advanceTimersByTimeAsync(700);
    last().drop();
    await vi.advanceTimersByTimeAsync(1200);
    last().drop();
    expect(asked).toHaveLength(1);
    // The host takes the page again (started with the same token): connected.
    await vi.advanceTimersByTimeAsync(2500);
    last().open();
    expect(states).toEqual(['connected', 'reconnecting', 'refused', 'connected']);
  });

  it('keeps saying reconnecting while the host is down', async () => {
    const { transport, last, asked } = setup();
    last().drop();
    await vi.advanceTimersByTimeAsync(0);
    expect(asked).toHaveLength(1);
    expect(transport.connection).toBe('reconnecting');
  });

  it('answers a refusal that comes after a connection opened with nothing', async () => {
    let answer: (refused: boolean) => void = () => undefined;
    const { transport, sockets } = setup(
      () => new Promise<boolean>((resolve) => (answer = resolve)),
    );
    sockets[0]!.drop();
    await vi.advanceTimersByTimeAsync(300);
    sockets[1]!.open();
    answer(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(transport.connection).toBe('connected');
  });
});
