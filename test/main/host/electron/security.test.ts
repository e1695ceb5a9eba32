// The Electron security checklist, asserted against the wired desktop app with
// fake Electron objects: what every window may run, which policy its pages get,
// where it may navigate, what it may open, and whose IPC is answered.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { READY_CHANNEL } from '../../../../shared/contract/ipc';
import { createFakeDesktop } from './fakeDesktop';
import type { FakeDesktop } from './fakeDesktop';
import {
  FakeBrowserWindow,
  FakeFrame,
  FakeWebContents,
  ipcEventFrom,
  preventableEvent,
} from './fakeElectron';

const APP_URL = 'parley://app/index.html';

let desktop: FakeDesktop;

beforeEach(async () => {
  desktop = await createFakeDesktop();
});
afterEach(() => desktop.dispose());

/** The first window, then one reopened from the dock, then one from a second launch. */
async function everyKindOfWindow(): Promise<FakeBrowserWindow[]> {
  const first = await desktop.launch();
  first.emit('closed');
  desktop.app.emit('activate');
  FakeBrowserWindow.created.at(-1)?.emit('closed');
  desktop.app.emit('second-instance');
  return FakeBrowserWindow.created;
}

/** The CSP directives of a response, by name. */
function directives(policy: string | null): Map<string, string[]> {
  return new Map(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('Electron security checklist', () => {
  it('every window: no Node, isolated, sandboxed, web security on, no webview, nothing experimental', async () => {
    const windows = await everyKindOfWindow();
    expect(windows).toHaveLength(3);
    expect(desktop.app.sandboxEnabled).toBe(true);
    for (const window of windows) {
      const prefs = window.options.webPreferences as Record<string, unknown>;
      expect(prefs).toMatchObject({
        contextIsolation: true,
        sandbox: true,
        nodeIntegration: false,
        nodeIntegrationInWorker: false,
        nodeIntegrationInSubFrames: false,
        webSecurity: true,
        allowRunningInsecureContent: false,
        webviewTag: false,
        experimentalFeatures: false,
        navigateOnDragDrop: false,
      });
      expect(prefs).not.toHaveProperty('enableBlinkFeatures');
      expect(prefs).not.toHaveProperty('additionalArguments');
      expect(window.loaded).toBe(APP_URL);
    }
  });

  it('every page of the app carries a strict CSP: own scripts only, no plugins, no framing', async () => {
    await desktop.launch();
    const serve = desktop.handled.get('parley');
    for (const path of ['index.html', 'missing.js', '../../etc/passwd']) {
      const response = await serve?.(new Request(`parley://app/${path}`));
      const csp = directives(response?.headers.get('Content-Security-Policy') ?? null);
      expect(csp.get('default-src')).toEqual(["'none'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(csp.get('form-action')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(csp.get('connect-src')).toEqual(["'self'"]);
      expect(response?.headers.get('X-Content-Type-Options')).toBe('nosniff');
    }
  });

  it('no web contents may navigate, redirect, attach a webview or open a window', async () => {
    const window = await desktop.launch();
    const others = [window.webContents, new FakeWebContents(APP_URL)];
    for (const contents of others) {
      desktop.app.emit('web-contents-created', {}, contents);
      for (const name of ['will-navigate', 'will-redirect', 'will-attach-webview']) {
        const event = preventableEvent();
        contents.emit(name, event, 'https://evil.example/');
        expect(event.prevented, name).toBe(true);
      }
      for (const url of ['https://example.com/', 'parley://app/index.html', 'about:blank']) {
        expect(contents.windowOpenHandler?.({ url })).toEqual({ action: 'deny' });
      }
    }
  });

  it('openExternal gets https links, never another scheme', async () => {
    await desktop.launch();
    const contents = new FakeWebContents(APP_URL);
    desktop.app.emit('web-contents-created', {}, contents);
    for (const url of [
      'https://example.com/docs',
      'http://localhost:5173/',
      'http://example.com/',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'smb://host/share',
      'vscode://file/etc/passwd',
      'parley://app/index.html',
    ]) {
      contents.windowOpenHandler?.({ url });
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(desktop.opened).toEqual(['https://example.com/docs']);
  });

  it("answers IPC only from the app window's main frame while it shows the app", async () => {
    const window = await desktop.launch();
    const call = (event: unknown) => desktop.ipcMain.invoke(event, 'parley:app:info', {});
    expect(await call(ipcEventFrom(window.webContents))).toMatchObject({ ok: true });

    const refused = { ok: false, error: { code: 'failed' } };
    const stranger = new FakeWebContents(APP_URL);
    expect(await call(ipcEventFrom(stranger))).toMatchObject(refused);
    expect(await call(ipcEventFrom(window.webContents, new FakeFrame(APP_URL)))).toMatchObject(
      refused,
    );
    expect(await call(ipcEventFrom(window.webContents, null))).toMatchObject(refused);
    window.webContents.mainFrame.url = 'https://evil.example/';
    expect(await call(ipcEventFrom(window.webContents))).toMatchObject(refused);
    expect(desktop.core.calls).toHaveLength(1);

    desktop.ipcMain.emit(ipcEventFrom(stranger), READY_CHANNEL);
    desktop.core.emit({ name: 'session:did-close', payload: { id: 's1' } });
    expect(stranger.sent).toEqual([]);
  });

  it('grants no permission but writing to the clipboard', async () => {
    await desktop.launch();
    const answers: Record<string, boolean> = {};
    for (const permission of [
      'media',
      'geolocation',
      'notifications',
      'openExternal',
      'clipboard-read',
      'clipboard-sanitized-write',
    ]) {
      desktop.session.permissionRequest?.({}, permission, (granted) => {
        answers[permission] = granted;
      });
    }
    expect(Object.keys(answers).filter((permission) => answers[permission])).toEqual([
      'clipboard-sanitized-write',
    ]);
  });

  it('loads only a local http dev server, and never one elsewhere', async () => {
    await expect(desktop.launch('https://evil.example/')).rejects.toThrow(
      /local http:\/\/ dev server/,
    );
    await expect(desktop.launch('http://192.168.1.5:5173/')).rejects.toThrow(
      /local http:\/\/ dev server/,
    );
  });
});
