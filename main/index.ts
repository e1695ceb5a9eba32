// The Electron main process: the desktop host of the core.
import { fileURLToPath } from 'node:url';
import * as electron from 'electron';
import { createParleyCore } from './core/parleyCore';
import { registerAppScheme, runDesktopApp } from './host/electron/desktopApp';

registerAppScheme(electron.protocol);

runDesktopApp(electron, {
  createCore: createParleyCore,
  preloadPath: fileURLToPath(new URL('../preload/index.cjs', import.meta.url)),
  devServerUrl: process.env.ELECTRON_RENDERER_URL,
}).catch((error: unknown) => {
  electron.dialog.showErrorBox('Parley could not start', String((error as Error)?.stack ?? error));
  electron.app.exit(1);
});
