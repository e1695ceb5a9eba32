// The Electron main process: the desktop host of the core.
import { fileURLToPath } from 'node:url';
import * as electron from 'electron';
import { createParleyCore } from './core/parleyCore';
import { registerAppScheme, runDesktopApp } from './host/electron/desktopApp';
import { electronStoreOpener } from './host/electron/electronStore';

registerAppScheme(electron.protocol);

runDesktopApp(electron, {
  // In the app, electron-store reads and writes the store files.
  createCore: (options) => createParleyCore({ ...options, storeOpener: electronStoreOpener }),
  preloadPath: fileURLToPath(new URL('../preload/index.cjs', import.meta.url)),
  devServerUrl: process.env.ELECTRON_RENDERER_URL,
}).catch((error: unknown) => {
  electron.dialog.showErrorBox('Parley could not start', String((error as Error)?.stack ?? error));
  electron.app.exit(1);
});
