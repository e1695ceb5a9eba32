import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { holdDataFolder } from '../../../../main/core/store/dataFolderLease';
import { waitFor } from '../waitFor';
import { createFakeDesktop } from './fakeDesktop';
import type { FakeDesktop } from './fakeDesktop';
import { preventableEvent } from './fakeElectron';

let desktop: FakeDesktop;

beforeEach(async () => {
  desktop = await createFakeDesktop();
});
afterEach(() => desktop.dispose());

describe('runDesktopApp', () => {
  // What the window may do is in security.test.ts.
  it('builds a desktop core in the user data folder and opens one window on parley://', async () => {
    const window = await desktop.launch();
    expect(desktop.app.sandboxEnabled).toBe(true);
    expect(desktop.coreOptions).toEqual([
      expect.objectContaining({
        dataDir: desktop.app.getPath('userData'),
        isDesktop: true,
        version: '9.9.9',
        followReviewsElsewhere: true,
      }),
    ]);
    expect(window.options.webPreferences).toMatchObject({ preload: '/app/out/preload/index.cjs' });
    expect(window.loaded).toBe('parley://app/index.html');
  });

  it('serves the renderer from the app folder through the parley protocol', async () => {
    await desktop.launch();
    const response = await desktop.handled.get('parley')?.(new Request('parley://app/index.html'));
    expect(await response?.text()).toBe('<title>Parley</title>');
  });

  it('quits only after the core stopped everything it started', async () => {
    await desktop.launch();
    const firstQuit = preventableEvent();
    desktop.app.emit('before-quit', firstQuit);
    expect(firstQuit.prevented).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(desktop.core.disposed).toBe(true);
    expect(desktop.app.quitCalls).toBe(1);
    expect(desktop.ipcMain.handlers.size).toBe(0);
    const finalQuit = preventableEvent();
    desktop.app.emit('before-quit', finalQuit);
    expect(finalQuit.prevented).toBe(false);
  });

  it('quits, saying why, while a parley serve has its data folder open', async () => {
    const dataDir = desktop.app.getPath('userData');
    const serve = holdDataFolder(dataDir, 'parley serve');
    await expect(desktop.launch()).rejects.toThrow('no window was opened');
    expect(desktop.errorBoxes).toEqual([
      [
        'Parley cannot open its data folder',
        `The data folder ${dataDir} is in use by parley serve (process ${process.pid}). Stop it, then start Parley again.`,
      ],
    ]);
    expect(desktop.coreOptions).toEqual([]);
    expect(desktop.app.quitCalls).toBe(1);
    serve.release();
  });

  it('holds its data folder until it has quit', async () => {
    const dataDir = desktop.app.getPath('userData');
    await desktop.launch();
    expect(() => holdDataFolder(dataDir, 'parley serve')).toThrow(
      `is in use by the Parley desktop app (process ${process.pid})`,
    );
    desktop.app.quit();
    await waitFor(() => desktop.core.disposed, 'the core to be disposed');
    await waitFor(() => desktop.app.quitCalls === 2, 'the quit to go on');
    holdDataFolder(dataDir, 'parley serve').release();
  });

  it('logs to parley.log in the data folder', async () => {
    await desktop.launch();
    const logFile = path.join(desktop.app.getPath('userData'), 'logs', 'parley.log');
    expect(await readFile(logFile, 'utf8')).toMatch(/INFO Parley 9\.9\.9 \(desktop\) started/);
  });

  it('quits when the last window closes (but on macOS)', async () => {
    await desktop.launch();
    desktop.app.emit('window-all-closed');
    expect(desktop.app.quitCalls).toBe(process.platform === 'darwin' ? 0 : 1);
  });

  it('loads the dev server when given one, with a CSP on its pages', async () => {
    const window = await desktop.launch('http://localhost:5173/');
    expect(window.loaded).toBe('http://localhost:5173/');
    expect(desktop.session.headersFilter).toEqual({ urls: ['http://localhost:5173/*'] });
  });
});
