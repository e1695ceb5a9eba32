// The core process of the desktop app: an Electron utility process started by
// the main process (launchUtilityCoreProcess). Built as out/main/coreProcess.js.
// Its Node twin for browser mode and tests is main/host/coreProcess/coreProcessMain.ts.
import { createParleyCore } from '../../core/parleyCore';
import { serveCoreProcess } from '../coreProcess/serveCore';
import { electronStoreOpener } from './electronStore';
import { parentPortHostLink } from './utilityCoreProcess';

serveCoreProcess(parentPortHostLink(process.parentPort), (options) =>
  // In the app, electron-store reads and writes the store files (given a folder, it needs no app).
  createParleyCore({ ...options, storeOpener: electronStoreOpener }),
);
