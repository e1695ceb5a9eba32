import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { IpcRenderer } from 'electron';
import { commandNames } from '../../shared/contract';
import type { ParleyEvent } from '../../shared/contract';
import { createBridge } from '../../preload/bridge';
import { EVENT_CHANNEL, READY_CHANNEL } from '../../shared/contract/ipc';

/** Records what the bridge asks of ipcRenderer; answers invokes with what main would. */
class FakeIpcRenderer extends EventEmitter {
  readonly invoked: { channel: string; input: unknown }[] = [];
  readonly sentChannels: string[] = [];

  async invoke(channel: string, input: unknown) {
    this.invoked.push({ channel, input });
    return { ok: true, data: channel };
  }

  send(channel: string) {
    this.sentChannels.push(channel);
  }
}

function bridgeOver(ipc: FakeIpcRenderer) {
  return createBridge(ipc as unknown as IpcRenderer);
}

describe('the preload bridge', () => {
  it('has exactly one function per contract command, each on its own channel', async () => {
    const ipc = new FakeIpcRenderer();
    const bridge = bridgeOver(ipc);
    expect(Object.keys(bridge.commands).sort()).toEqual([...commandNames].sort());
    for (const name of commandNames) {
      const call = bridge.commands[name] as (input: unknown) => Promise<unknown>;
      expect(await call({ probe: name })).toEqual({ ok: true, data: `parley:${name}` });
    }
    expect(ipc.invoked).toEqual(
      commandNames.map((name) => ({ channel: `parley:${name}`, input: { probe: name } })),
    );
  });

  it('says it is the desktop host, and ready() signals main', () => {
    const ipc = new FakeIpcRenderer();
    const bridge = bridgeOver(ipc);
    expect(bridge.isDesktop).toBe(true);
    bridge.ready();
    expect(ipc.sentChannels).toEqual([READY_CHANNEL]);
  });

  it('passes events on without the IPC event object, until unsubscribed', () => {
    const ipc = new FakeIpcRenderer();
    const bridge = bridgeOver(ipc);
    const received: unknown[][] = [];
    const unsubscribe = bridge.onEvent((...args) => received.push(args));
    const event: ParleyEvent = { name: 'session:did-close', payload: { id: 's1' } };
    ipc.emit(EVENT_CHANNEL, { sender: 'ipc internals' }, event);
    unsubscribe();
    ipc.emit(EVENT_CHANNEL, { sender: 'ipc internals' }, event);
    expect(received).toEqual([[event]]);
    expect(ipc.listenerCount(EVENT_CHANNEL)).toBe(0);
  });
});
