import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runDesktopApp } from '../../../../main/host/electron/desktopApp';
import type { ElectronMain } from '../../../../main/host/electron/desktopApp';
import type { ParleyCoreOptions } from '../../../../main/core/parleyCore';
import { createFakeCore } from '../fakeCore';
import type { FakeCore } from '../fakeCore';
import { FakeApp, FakeBrowserWindow, FakeIpcMain, FakeSession } from './fakeElectron';

/** The desktop app wired to fake Electron objects, and what it asked of them. */
export interface FakeDesktop {
  readonly app: FakeApp;
  readonly ipcMain: FakeIpcMain;
  readonly session: FakeSession;
  readonly core: FakeCore;
  readonly coreOptions: ParleyCoreOptions[];
  /** The protocol handlers the app registered, by scheme. */
  readonly handled: Map<string, (request: Request) => Promise<Response>>;
  /** The URLs handed to shell.openExternal. */
  readonly opened: string[];
  /** What dialog.showErrorBox was given: title, then text. */
  readonly errorBoxes: (readonly [string, string])[];
  /** Runs the app (once), answering the window it opened. */
  launch(devServerUrl?: string): Promise<FakeBrowserWindow>;
  dispose(): Promise<void>;
}

/** An app folder holding a built renderer, and fakes for every Electron module the app uses. */
export async function createFakeDesktop(): Promise<FakeDesktop> {
  const appPath = await mkdtemp(path.join(os.tmpdir(), 'parley-app-'));
  await mkdir(path.join(appPath, 'out/renderer'), { recursive: true });
  await writeFile(path.join(appPath, 'out/renderer/index.html'), '<title>Parley</title>');
  FakeBrowserWindow.created = [];
  const desktop = {
    app: new FakeApp(appPath),
    ipcMain: new FakeIpcMain(),
    session: new FakeSession(),
    core: createFakeCore(),
    coreOptions: [] as ParleyCoreOptions[],
    handled: new Map<string, (request: Request) => Promise<Response>>(),
    opened: [] as string[],
    errorBoxes: [] as (readonly [string, string])[],
    async launch(devServerUrl?: string) {
      const electron = {
        app: desktop.app,
        BrowserWindow: FakeBrowserWindow,
        dialog: {
          showErrorBox: (title: string, text: string) => desktop.errorBoxes.push([title, text]),
        },
        ipcMain: desktop.ipcMain,
        protocol: {
          handle: (scheme: string, handler: never) => desktop.handled.set(scheme, handler),
        },
        session: { defaultSession: desktop.session },
        shell: { openExternal: async (url: string) => void desktop.opened.push(url) },
      } as unknown as ElectronMain;
      await runDesktopApp(electron, {
        createCore: async (options) => {
          desktop.coreOptions.push(options);
          return desktop.core;
        },
        preloadPath: '/app/out/preload/index.cjs',
        devServerUrl,
      });
      const window = FakeBrowserWindow.created.at(-1);
      if (!window) throw new Error('no window was opened');
      return window;
    },
    dispose: () => rm(appPath, { recursive: true, force: true }),
  };
  return desktop;
}
