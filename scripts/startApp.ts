import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { needsBuild } from './buildFreshness';
import { ensureElectronBinary, unavailableMessage } from './electronBinary';

/**
 * `npm start`: makes sure the Electron binary is there (it is downloaded on
 * first use), builds when the build is missing or stale, then runs the app.
 * Answers the exit code.
 */
export async function startApp(args: readonly string[]): Promise<number> {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const binary = ensureElectronBinary(path.join(root, 'node_modules', 'electron'), process.env);
  if (!binary.ok) {
    console.error(unavailableMessage(binary.reason));
    return 1;
  }
  if (needsBuild(root)) {
    const build = spawnSync(path.join(root, 'node_modules', '.bin', 'electron-vite'), ['build'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (build.status !== 0) {
      console.error('Parley: the build failed (see above); fix it and run `npm start` again.');
      return build.status ?? 1;
    }
  }
  // ELECTRON_RUN_AS_NODE would start Electron as plain Node instead of the app.
  const env = { ...process.env };
  delete env.ELECTRON_RUN_AS_NODE;
  const app = spawn(binary.path, [root, ...args], { stdio: 'inherit', env });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => app.kill(signal));
  }
  return new Promise((resolve) => {
    app.on('error', (error) => {
      console.error(`Parley: could not run Electron (${binary.path}): ${error.message}`);
      resolve(1);
    });
    app.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
