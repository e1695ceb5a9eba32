import type { IpcMainEvent, IpcMainInvokeEvent } from 'electron';
import type { ParleyEvent } from '../../shared/contract';
import { EVENT_CHANNEL, READY_CHANNEL, commandChannel } from '../../shared/contract/ipc';
import type { CommandName } from '../../shared/contract';
import type { ParleyCore } from '../../main/core/api';
import { rendererSource } from '../../main/host/electron/appOrigin';
import { registerIpc } from '../../main/host/electron/ipcAdapter';
import type { IpcRegistrar } from '../../main/host/electron/ipcAdapter';
import { WindowClients } from '../../main/host/electron/windowClients';
import type { ClientContents } from '../../main/host/electron/windowClients';

type Handler = (event: IpcMainInvokeEvent, input: unknown) => unknown;

/**
 * The Electron main process's relay, run in this Node process: the real IPC
 * adapter and window clients, with one window whose "renderer" acknowledges
 * each output batch as soon as it arrives (xterm's flow control, at once).
 * Events are structured-cloned on their way to the window, the copy Electron's
 * IPC makes in the main process.
 */
export class RelayHost {
  private readonly handlers = new Map<string, Handler>();
  private readonly readyListeners: ((event: IpcMainEvent) => void)[] = [];
  private readonly window: ClientContents;
  private readonly clients: WindowClients;
  private readonly unregister: () => void;
  /** Output bytes the window received. */
  outputBytes = 0;

  constructor(core: ParleyCore) {
    const source = rendererSource(undefined);
    this.window = {
      id: 1,
      mainFrame: { url: source.url },
      send: (channel, event) => {
        if (channel === EVENT_CHANNEL) this.receive(structuredClone(event) as ParleyEvent);
      },
      isDestroyed: () => false,
    };
    this.clients = new WindowClients(core, source);
    this.clients.add(this.window);
    const ipcMain: IpcRegistrar = {
      handle: (channel, handler) => void this.handlers.set(channel, handler as Handler),
      removeHandler: (channel) => void this.handlers.delete(channel),
      on: (channel, listener) => {
        if (channel === READY_CHANNEL) this.readyListeners.push(listener);
        return ipcMain as never;
      },
      removeListener: () => ipcMain as never,
    };
    this.unregister = registerIpc(ipcMain, core, this.clients);
    for (const listener of this.readyListeners) listener(this.senderEvent() as IpcMainEvent);
  }

  /** What ipcRenderer.invoke from the window would answer. */
  async invoke<T>(name: CommandName, input: unknown): Promise<T> {
    const handler = this.handlers.get(commandChannel(name));
    if (!handler) throw new Error(`no handler for ${name}`);
    const result = (await handler(this.senderEvent() as IpcMainInvokeEvent, input)) as {
      ok: boolean;
      data?: unknown;
      error?: { message: string };
    };
    if (!result.ok) throw new Error(`${name}: ${result.error?.message}`);
    return result.data as T;
  }

  dispose(): void {
    this.unregister();
    this.clients.dispose();
  }

  private receive(event: ParleyEvent): void {
    if (event.name !== 'session:did-output') return;
    const bytes = event.payload.data.length;
    this.outputBytes += bytes;
    void this.invoke('session:ack', { id: event.payload.id, bytes }).catch(() => {
      // The session closed while the acknowledgement travelled: nothing is waiting for it.
    });
  }

  private senderEvent() {
    return { sender: this.window, senderFrame: this.window.mainFrame };
  }
}
