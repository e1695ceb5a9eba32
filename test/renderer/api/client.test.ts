import { describe, expect, it } from 'vitest';
import type { CommandName, ParleyEvent, Result } from '../../../shared/contract';
import { createClient } from '../../../renderer/src/api/client';
import { ParleyError } from '../../../renderer/src/api/parleyError';
import type { ConnectionState, Transport } from '../../../renderer/src/api/transport';

/** A transport whose host answers from a table; the test pushes events and connection changes. */
function fakeTransport(answers: Partial<Record<CommandName, Result<unknown>>>) {
  const eventListeners = new Set<(event: ParleyEvent) => void>();
  const connectionListeners = new Set<(state: ConnectionState) => void>();
  const calls: Array<{ name: CommandName; input: unknown }> = [];
  const transport: Transport = {
    isDesktop: false,
    connection: 'connecting',
    async call(name, input) {
      calls.push({ name, input });
      const answer = answers[name];
      if (!answer) throw new Error(`no answer for ${name}`);
      return answer;
    },
    onEvent(listener) {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
    onConnectionChange(listener) {
      connectionListeners.add(listener);
      return () => connectionListeners.delete(listener);
    },
  };
  return {
    transport,
    calls,
    emit: (event: ParleyEvent) => eventListeners.forEach((listener) => listener(event)),
    connect: (state: ConnectionState) => connectionListeners.forEach((listener) => listener(state)),
  };
}

describe('createClient', () => {
  it('answers a command with its data', async () => {
    const info = { isDesktop: false, version: '1', platform: 'linux', workspace: '/w' };
    const { transport, calls } = fakeTransport({ 'app:info': { ok: true, data: info } });
    const client = createClient(transport);
    await expect(client.call('app:info', {})).resolves.toEqual(info);
    expect(calls).toEqual([{ name: 'app:info', input: {} }]);
  });

  it('throws a ParleyError carrying the code and message of a failed command', async () => {
    const { transport } = fakeTransport({
      'session:rename': { ok: false, error: { code: 'not-found', message: 'No session "x".' } },
    });
    const error = await createClient(transport)
      .call('session:rename', { id: 'x', name: 'y' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ParleyError);
    expect(error).toMatchObject({ code: 'not-found', message: 'No session "x".' });
  });

  it('delivers each event only to listeners of its name, until they unsubscribe', () => {
    const { transport, emit } = fakeTransport({});
    const client = createClient(transport);
    const closed: string[] = [];
    const output: Uint8Array[] = [];
    const stopClosed = client.on('session:did-close', ({ id }) => closed.push(id));
    client.on('session:did-output', ({ data }) => output.push(data));
    emit({ name: 'session:did-close', payload: { id: 'a' } });
    const hi = new TextEncoder().encode('hi');
    emit({ name: 'session:did-output', payload: { id: 'a', data: hi } });
    stopClosed();
    emit({ name: 'session:did-close', payload: { id: 'b' } });
    expect(closed).toEqual(['a']);
    expect(output).toEqual([hi]);
  });

  it('counts (re)connections so views know to fetch again', () => {
    const { transport, connect } = fakeTransport({});
    const client = createClient(transport);
    expect(client.connection).toEqual({ state: 'connecting', epoch: 0 });
    connect('connected');
    connect('reconnecting');
    expect(client.connection).toEqual({ state: 'reconnecting', epoch: 1 });
    connect('connected');
    expect(client.connection).toEqual({ state: 'connected', epoch: 2 });
  });
});
