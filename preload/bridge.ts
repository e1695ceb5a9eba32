import type { IpcRenderer, IpcRendererEvent } from 'electron';
import { commandNames } from '../shared/contract';
import type { ParleyBridge, ParleyEvent } from '../shared/contract';
import { EVENT_CHANNEL, READY_CHANNEL, commandChannel } from '../shared/contract/ipc';

/**
 * `window.parley`: one function per contract command, generated from the
 * command table, each invoking its own channel. The renderer never gets
 * ipcRenderer itself, nor the IPC event objects.
 */
export function createBridge(
  ipc: Pick<IpcRenderer, 'invoke' | 'send' | 'on' | 'removeListener'>,
): ParleyBridge {
  const commands = Object.fromEntries(
    commandNames.map((name) => {
      const channel = commandChannel(name);
      return [name, (input: unknown) => ipc.invoke(channel, input)];
    }),
  ) as unknown as ParleyBridge['commands'];

  return {
    isDesktop: true,
    commands: Object.freeze(commands),
    onEvent(listener) {
      const forward = (_event: IpcRendererEvent, parleyEvent: ParleyEvent) => listener(parleyEvent);
      ipc.on(EVENT_CHANNEL, forward);
      return () => {
        ipc.removeListener(EVENT_CHANNEL, forward);
      };
    },
    ready() {
      ipc.send(READY_CHANNEL);
    },
  };
}
