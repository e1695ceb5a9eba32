import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Electron 45 has no install script: `require('electron')` downloads the
 * binary on first use (node_modules/electron/index.js runs install.js) and
 * throws when that fails. This mirrors that logic so `npm start` can tell
 * "missing and not downloadable" apart and say so in one line.
 */
export type ElectronBinary =
  { readonly ok: true; readonly path: string } | { readonly ok: false; readonly reason: string };

/** The binary node_modules/electron/index.js would run, if it is on disk. */
export function findElectronBinary(electronDir: string, env: NodeJS.ProcessEnv): string | null {
  const pathFile = path.join(electronDir, 'path.txt');
  const executable = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : '';
  const candidate = env.ELECTRON_OVERRIDE_DIST_PATH
    ? path.join(env.ELECTRON_OVERRIDE_DIST_PATH, executable || 'electron')
    : executable && path.join(electronDir, 'dist', executable);
  return candidate && existsSync(candidate) ? candidate : null;
}

/** Runs Electron's own downloader; answers null on success, else why it failed. */
export type Downloader = (electronDir: string) => string | null;

const DOWNLOAD_TIMEOUT_MS = 10 * 60 * 1000;

export const runElectronInstaller: Downloader = (electronDir) => {
  const result = spawnSync(process.execPath, [path.join(electronDir, 'install.js')], {
    encoding: 'utf8',
    timeout: DOWNLOAD_TIMEOUT_MS,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (result.error) return result.error.message;
  if (result.status === 0) return null;
  return firstErrorLine(result.stderr) ?? `the downloader exited with code ${result.status}`;
};

/** The binary, downloading it first when it is missing, as `electron` itself would. */
export function ensureElectronBinary(
  electronDir: string,
  env: NodeJS.ProcessEnv,
  download: Downloader = runElectronInstaller,
): ElectronBinary {
  const present = findElectronBinary(electronDir, env);
  if (present) return { ok: true, path: present };
  if (!existsSync(path.join(electronDir, 'install.js'))) {
    return { ok: false, reason: `the electron package is not installed (${electronDir})` };
  }
  const failure = download(electronDir);
  const downloaded = findElectronBinary(electronDir, env);
  if (downloaded) return { ok: true, path: downloaded };
  return { ok: false, reason: `downloading it failed: ${failure ?? 'no binary after download'}` };
}

export function unavailableMessage(reason: string): string {
  return (
    `Parley: the Electron binary is not available here (${reason}); ` +
    'run the app in your browser instead: npx parley serve'
  );
}

/** "TypeError: fetch failed" out of a stack trace: the line that says what went wrong. */
export function firstErrorLine(stderr: string): string | null {
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('at '));
  return lines[0] ?? null;
}
