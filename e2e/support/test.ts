import { test as base, expect } from '@playwright/test';
import {
  makeParleyDirs,
  startParleyServer,
  type ParleyDirs,
  type ParleyDirsOptions,
  type ParleyServer,
} from '../../test/support/parleyServer';

/**
 * Every test fails on an uncaught page error or a renderer crash; console
 * errors are logged (a reconnect test provokes some on purpose).
 */
export const test = base.extend<{ failOnPageErrors: void }>({
  failOnPageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.stack ?? error.message}`));
      page.on('crash', () => errors.push('the page crashed'));
      page.on('console', (message) => {
        if (message.type() === 'error') console.log(`[browser console] ${message.text()}`);
      });
      await use();
      expect(errors, 'errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export interface ParleyForFile {
  readonly server: ParleyServer;
  readonly dirs: ParleyDirs;
  /** Stops the server and starts another on the same port, token and data. */
  restart(): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/**
 * One `parley serve` per spec file, on a fresh workspace and data folder
 * (seeded with `options.dataFiles`, if given); stopped and cleaned up after
 * the file's last test.
 */
export function useParleyServer(options: ParleyDirsOptions = {}): ParleyForFile {
  let dirs: ParleyDirs | undefined;
  let server: ParleyServer | undefined;
  let token: string | undefined;
  let port: number | undefined;

  const handle: ParleyForFile = {
    get server() {
      if (!server) throw new Error('parley serve is not running');
      return server;
    },
    get dirs() {
      if (!dirs) throw new Error('parley serve has not been set up');
      return dirs;
    },
    async stop() {
      await server?.stop();
    },
    async start() {
      server = await startParleyServer(handle.dirs, { port, token });
    },
    async restart() {
      await handle.stop();
      await handle.start();
    },
  };

  test.beforeAll(async () => {
    dirs = await makeParleyDirs(options);
    server = await startParleyServer(dirs);
    token = server.token;
    port = server.port;
  });
  test.afterAll(async () => {
    await server?.stop();
    await dirs?.remove();
  });
  return handle;
}
