import type { IpcMain, IpcMainEvent, IpcMainInvokeEvent } from 'electron';
import { commandNames } from '../../../shared/contract';
import type { Result } from '../../../shared/contract';
import type { ParleyCore } from '../../core/api';
import { READY_CHANNEL, commandChannel } from '../../../shared/contract/ipc';
import { dispatch } from '../dispatch';
import type { InternalErrorLog } from '../dispatch';
import type { WindowClients } from './windowClients';

export type IpcRegistrar = Pick<IpcMain, 'handle' | 'removeHandler' | 'on' | 'removeListener'>;

const REFUSED: Result<never> = {
  ok: false,
  error: { code: 'failed', message: "Refused: the call did not come from Parley's own window." },
};

/**
 * The Electron IPC adapter: one `ipcMain.handle` per contract command,
 * generated from the command table, each checking its sender before
 * dispatching; plus the ready signal. Answers the function that removes it all.
 */
export function registerIpc(
  ipcMain: IpcRegistrar,
  core: Pick<ParleyCore, 'handlers'>,
  clients: Pick<WindowClients, 'clientIdOf' | 'markReady'>,
  log?: InternalErrorLog,
): () => void {
  for (const name of commandNames) {
    ipcMain.handle(commandChannel(name), (event: IpcMainInvokeEvent, input: unknown) => {
      const clientId = clients.clientIdOf(event);
      if (clientId === null) return REFUSED;
      return dispatch(core, name, input, { clientId }, log);
    });
  }
  const onReady = (event: IpcMainEvent) => clients.markReady(event);
  ipcMain.on(READY_CHANNEL, onReady);

  return () => {
    for (const name of commandNames) ipcMain.removeHandler(commandChannel(name));
    ipcMain.removeListener(READY_CHANNEL, onReady);
  };
}
