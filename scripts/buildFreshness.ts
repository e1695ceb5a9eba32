import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What `electron-vite build` produces; the app cannot start without any of them. */
export const BUILD_OUTPUTS = [
  'out/main/index.js',
  'out/main/coreProcess.js',
  'out/preload/index.cjs',
  'out/renderer/index.html',
];

/** What the build reads: a change to any of these makes the outputs stale. */
export const BUILD_INPUTS = [
  'main',
  'preload',
  'renderer',
  'shared',
  'electron.vite.config.ts',
  'package.json',
];

/** True when an output is missing or older than the newest input. */
export function needsBuild(root: string): boolean {
  let oldestOutput = Infinity;
  for (const output of BUILD_OUTPUTS) {
    const file = path.join(root, output);
    if (!existsSync(file)) return true;
    oldestOutput = Math.min(oldestOutput, statSync(file).mtimeMs);
  }
  return BUILD_INPUTS.some((input) => newestMtime(path.join(root, input)) > oldestOutput);
}

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  // Files only: a folder's own time changes with editor swap files and caches.
  let newest = 0;
  for (const child of readdirSync(entry)) {
    if (child === 'node_modules' || child.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}
