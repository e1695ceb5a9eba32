// Whether `electron-vite build`'s output is up to date with the sources. Plain
// JavaScript (typed in buildFreshness.d.ts) because bin/ reads it at every
// start of `parley` and `parley-agent`, before anything can compile TypeScript.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What `electron-vite build` produces; the app cannot start without any of them. */
export const BUILD_OUTPUTS = [
  'out/main/index.js',
  'out/main/coreProcess.js',
  'out/main/cli.js',
  'out/main/agent.js',
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

/** What the main-process bundles (out/main/*.js: the app, the CLI, parley-agent) are built from. */
export const MAIN_BUILD_INPUTS = ['main', 'shared', 'electron.vite.config.ts', 'package.json'];

/**
 * True when an output is missing or older than the newest input (paths
 * relative to `root`).
 */
export function needsBuild(root, outputs = BUILD_OUTPUTS, inputs = BUILD_INPUTS) {
  let oldestOutput = Infinity;
  for (const output of outputs) {
    const file = path.join(root, output);
    if (!existsSync(file)) return true;
    oldestOutput = Math.min(oldestOutput, statSync(file).mtimeMs);
  }
  return inputs.some((input) => newestMtime(path.join(root, input)) > oldestOutput);
}

function newestMtime(entry) {
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
