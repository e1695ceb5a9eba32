// The Electron main process: windows, the IPC relay, menus and dialogs. The
// core itself runs in a utility process (main/host/electron/utilityCoreMain.ts).
import { fileURLToPath } from 'node:url';
import * as electron from 'electron';
import { coreProcessFactory } from './host/coreProcess/remoteCore';
import { registerAppScheme, runDesktopApp } from './host/electron/desktopApp';
import { launchUtilityCoreProcess } from './host/electron/utilityCoreProcess';

registerAppScheme(electron.protocol);

runDesktopApp(electron, {
  createCore: coreProcessFactory(
    launchUtilityCoreProcess(
      electron.utilityProcess,
      fileURLToPath(new URL('./coreProcess.js', import.meta.url)),
    ),
  ),
  preloadPath: fileURLToPath(new URL('../preload/index.cjs', import.meta.url)),
  devServerUrl: process.env.ELECTRON_RENDERER_URL,
}).catch((error: unknown) => {
  electron.dialog.showErrorBox('Parley could not start', String((error as Error)?.stack ?? error));
  electron.app.exit(1);
});
