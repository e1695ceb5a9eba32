import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runDesktopApp } from '../../../../main/host/electron/desktopApp';
import type { ElectronMain } from '../../../../main/host/electron/desktopApp';
import type { ParleyCoreOptions } from '../../../../main/core/parleyCore';
import { createFakeCore } from '../fakeCore';
import type { FakeCore } from '../fakeCore';
import {
  FakeApp,
  FakeBrowserWindow,
  FakeIpcMain,
  FakeSession,
  FakeWebContents,
  ipcEventFrom,
  preventableEvent,
} from './fakeElectron';

let appPath: string;
let app: FakeApp;
let ipcMain: FakeIpcMain;
let session: FakeSession;
let core: FakeCore;
let coreOptions: ParleyCoreOptions[];
let handled: Map<string, (request: Request) => Promise<Response>>;
let opened: string[];

async function launch(devServerUrl?: string) {
  const electron = {
    app,
    BrowserWindow: FakeBrowserWindow,
    ipcMain,
    protocol: { handle: (scheme: string, handler: never) => handled.set(scheme, handler) },
    session: { defaultSession: session },
    shell: { openExternal: async (url: string) => void opened.push(url) },
  } as unknown as ElectronMain;
  await runDesktopApp(electron, {
    createCore: async (options) => {
      coreOptions.push(options);
      return core;
    },
    preloadPath: '/app/out/preload/index.cjs',
    devServerUrl,
  });
  const window = FakeBrowserWindow.created.at(-1);
  if (!window) throw new Error('no window was opened');
  return window;
}

beforeEach(async () => {
  appPath = await mkdtemp(path.join(os.tmpdir(), 'parley-app-'));
  await mkdir(path.join(appPath, 'out/renderer'), { recursive: true });
  await writeFile(path.join(appPath, 'out/renderer/index.html'), '<title>Parley</title>');
  app = new FakeApp(appPath);
  ipcMain = new FakeIpcMain();
  session = new FakeSession();
  core = createFakeCore();
  coreOptions = [];
  handled = new Map();
  opened = [];
  FakeBrowserWindow.created = [];
});
afterEach(() => rm(appPath, { recursive: true, force: true }));

describe('runDesktopApp', () => {
  it('builds a desktop core in the user data folder and opens one hardened window on parley://', async () => {
    const window = await launch();
    expect(app.sandboxEnabled).toBe(true);
    expect(coreOptions).toEqual([
      expect.objectContaining({ dataDir: '/fake/userData', isDesktop: true, version: '9.9.9' }),
    ]);
    expect(window.options.webPreferences).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
    });
    expect(window.loaded).toBe('parley://app/index.html');
  });

  it('serves the renderer from the app folder through the parley protocol', async () => {
    await launch();
    const response = await handled.get('parley')?.(new Request('parley://app/index.html'));
    expect(await response?.text()).toBe('<title>Parley</title>');
  });

  it('guards every web contents the app creates', async () => {
    await launch();
    const contents = new FakeWebContents('parley://app/index.html');
    app.emit('web-contents-created', {}, contents);
    const navigation = preventableEvent();
    contents.emit('will-navigate', navigation, 'https://evil.example/');
    expect(navigation.prevented).toBe(true);
    expect(contents.windowOpenHandler?.({ url: 'https://example.com/' })).toEqual({
      action: 'deny',
    });
    expect(opened).toEqual(['https://example.com/']);
  });

  it('grants no permission but writing to the clipboard', async () => {
    await launch();
    const answers: Record<string, boolean> = {};
    for (const permission of [
      'media',
      'geolocation',
      'notifications',
      'clipboard-sanitized-write',
    ]) {
      session.permissionRequest?.({}, permission, (granted) => (answers[permission] = granted));
    }
    expect(answers).toEqual({
      media: false,
      geolocation: false,
      notifications: false,
      'clipboard-sanitized-write': true,
    });
  });

  it("answers the window's calls over IPC and refuses a stranger's", async () => {
    const window = await launch();
    const own = await ipcMain.invoke(ipcEventFrom(window.webContents), 'parley:app:info', {});
    expect(own).toMatchObject({ ok: true });
    const stranger = new FakeWebContents('parley://app/index.html');
    expect(await ipcMain.invoke(ipcEventFrom(stranger), 'parley:app:info', {})).toMatchObject({
      ok: false,
    });
  });

  it('quits only after the core stopped everything it started', async () => {
    await launch();
    const firstQuit = preventableEvent();
    app.emit('before-quit', firstQuit);
    expect(firstQuit.prevented).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(core.disposed).toBe(true);
    expect(app.quitCalls).toBe(1);
    expect(ipcMain.handlers.size).toBe(0);
    const finalQuit = preventableEvent();
    app.emit('before-quit', finalQuit);
    expect(finalQuit.prevented).toBe(false);
  });

  it('quits when the last window closes (but on macOS)', async () => {
    await launch();
    app.emit('window-all-closed');
    expect(app.quitCalls).toBe(process.platform === 'darwin' ? 0 : 1);
  });

  it('loads the dev server when given one, with a CSP on its pages', async () => {
    const window = await launch('http://localhost:5173/');
    expect(window.loaded).toBe('http://localhost:5173/');
    expect(session.headersFilter).toEqual({ urls: ['http://localhost:5173/*'] });
  });

  it('refuses a dev server URL that is not local', async () => {
    await expect(launch('https://evil.example/')).rejects.toThrow(/local http:\/\/ dev server/);
  });
});
