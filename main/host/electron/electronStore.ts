import ElectronStore from 'electron-store';
import { confOptions } from '../../core/store/confFile';
import type { ConfOpener } from '../../core/store/confFile';

/**
 * In the app the stores' files are read and written by electron-store. It is
 * conf with Electron's app paths, so it plugs into the core's file layer as
 * it is: the schema, versions, migrations and corrupt-file handling are the
 * core's (main/core/store/jsonStore.ts), identical to every other host.
 */
export const electronStoreOpener: ConfOpener = (dir, fileName) =>
  new ElectronStore<Record<string, unknown>>({ ...confOptions, cwd: dir, name: fileName });
