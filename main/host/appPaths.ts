import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findAppRoot } from '../core/sessions/appRoot';

/**
 * Where the app's own files are: the folder of Parley's package.json, found
 * from main/host/ (run by tsx) and from out/main/chunks/ (the electron-vite
 * bundle) alike, which no fixed number of levels up would be.
 */
export const appRoot = findAppRoot();

/** The electron-vite renderer build, served by both hosts. */
export function rendererDirIn(root: string): string {
  return path.join(root, 'out', 'renderer');
}

export function appVersion(root: string = appRoot): string {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    version?: unknown;
  };
  return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
}

/**
 * Parley's data folder outside Electron: the same place Electron's
 * `app.getPath('userData')` gives the desktop app, so both hosts see the same
 * sessions and reviews. PARLEY_DATA_DIR overrides it (tests, several setups).
 */
export function defaultDataDir(
  env: NodeJS.ProcessEnv = process.env,
  platform: NodeJS.Platform = process.platform,
  home: string = os.homedir(),
): string {
  if (env.PARLEY_DATA_DIR) return path.resolve(env.PARLEY_DATA_DIR);
  if (platform === 'win32') {
    return path.join(env.APPDATA ?? path.join(home, 'AppData', 'Roaming'), 'parley');
  }
  if (platform === 'darwin') return path.join(home, 'Library', 'Application Support', 'parley');
  return path.join(env.XDG_CONFIG_HOME ?? path.join(home, '.config'), 'parley');
}
