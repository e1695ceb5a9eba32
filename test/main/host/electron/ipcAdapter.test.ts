import { describe, expect, it } from 'vitest';
import { commandNames } from '../../../../shared/contract';
import { registerIpc } from '../../../../main/host/electron/ipcAdapter';
import type { IpcRegistrar } from '../../../../main/host/electron/ipcAdapter';
import { rendererSource } from '../../../../main/host/electron/appOrigin';
import { WindowClients } from '../../../../main/host/electron/windowClients';
import type { ClientContents } from '../../../../main/host/electron/windowClients';
import { EVENT_CHANNEL, READY_CHANNEL } from '../../../../shared/contract/ipc';
import { createFakeCore } from '../fakeCore';
import { FakeFrame, FakeIpcMain, FakeWebContents, ipcEventFrom } from './fakeElectron';

const APP_URL = 'parley://app/index.html';

function setUp(source = rendererSource(undefined)) {
  const core = createFakeCore();
  const ipcMain = new FakeIpcMain();
  const clients = new WindowClients(core, source);
  const window = new FakeWebContents(APP_URL);
  clients.add(window as unknown as ClientContents);
  const unregister = registerIpc(ipcMain as unknown as IpcRegistrar, core, clients, () => {});
  return { core, ipcMain, clients, window, unregister };
}

describe('registerIpc', () => {
  it('handles one channel per contract command and nothing else', () => {
    const { ipcMain } = setUp();
    expect([...ipcMain.handlers.keys()].sort()).toEqual(
      commandNames.map((name) => `parley:${name}`).sort(),
    );
    expect([...ipcMain.listeners.keys()]).toEqual([READY_CHANNEL]);
  });

  it("dispatches a call from the app's main frame with that window's client id", async () => {
    const { ipcMain, core, window } = setUp();
    const result = await ipcMain.invoke(ipcEventFrom(window), 'parley:app:info', {});
    expect(result).toMatchObject({ ok: true, data: { version: '0.0.0-test' } });
    expect(core.calls).toEqual([
      { name: 'app:info', input: {}, ctx: { clientId: `window-${window.id}-1` } },
    ]);
  });

  it('validates input arriving over IPC', async () => {
    const { ipcMain, window, core } = setUp();
    const result = await ipcMain.invoke(ipcEventFrom(window), 'parley:session:resize', {
      id: 's1',
    });
    expect(result).toMatchObject({ ok: false, error: { code: 'bad-input' } });
    expect(core.calls).toHaveLength(0);
  });

  it('refuses a call from a subframe of the window', async () => {
    const { ipcMain, window, core } = setUp();
    const iframe = new FakeFrame(APP_URL);
    const result = await ipcMain.invoke(ipcEventFrom(window, iframe), 'parley:app:info', {});
    expect(result).toMatchObject({ ok: false, error: { code: 'failed' } });
    expect(core.calls).toHaveLength(0);
  });

  it('refuses a call from the main frame once it shows a foreign page', async () => {
    const { ipcMain, window, core } = setUp();
    window.mainFrame.url = 'https://evil.example/';
    const result = await ipcMain.invoke(ipcEventFrom(window), 'parley:app:info', {});
    expect(result).toMatchObject({ ok: false, error: { code: 'failed' } });
    expect(core.calls).toHaveLength(0);
  });

  it('refuses calls from web contents the app did not open, or without a frame', async () => {
    const { ipcMain, window, core } = setUp();
    const stranger = new FakeWebContents(APP_URL);
    expect(await ipcMain.invoke(ipcEventFrom(stranger), 'parley:app:info', {})).toMatchObject({
      ok: false,
    });
    expect(await ipcMain.invoke(ipcEventFrom(window, null), 'parley:app:info', {})).toMatchObject({
      ok: false,
    });
    expect(core.calls).toHaveLength(0);
  });

  it('trusts the dev server origin only when loading from it', async () => {
    const dev = setUp(rendererSource('http://localhost:5173/'));
    dev.window.mainFrame.url = 'http://localhost:5173/';
    expect(await dev.ipcMain.invoke(ipcEventFrom(dev.window), 'parley:app:info', {})).toMatchObject(
      {
        ok: true,
      },
    );
    dev.window.mainFrame.url = 'http://localhost:5174/';
    expect(await dev.ipcMain.invoke(ipcEventFrom(dev.window), 'parley:app:info', {})).toMatchObject(
      {
        ok: false,
      },
    );
    const built = setUp();
    built.window.mainFrame.url = 'http://localhost:5173/';
    expect(
      await built.ipcMain.invoke(ipcEventFrom(built.window), 'parley:app:info', {}),
    ).toMatchObject({
      ok: false,
    });
  });

  it('unregisters every channel', () => {
    const { ipcMain, unregister } = setUp();
    unregister();
    expect(ipcMain.handlers.size).toBe(0);
    expect(ipcMain.listeners.get(READY_CHANNEL)).toEqual([]);
  });
});

describe('WindowClients: events', () => {
  const event = (id: string) => ({ name: 'session:did-close', payload: { id } }) as const;

  it('queues events until the page says ready, then delivers them in order, then live', () => {
    const { core, ipcMain, window } = setUp();
    core.emit(event('a'));
    core.emit(event('b'));
    expect(window.sent).toEqual([]);
    ipcMain.emit(ipcEventFrom(window), READY_CHANNEL);
    core.emit(event('c'));
    expect(window.sent).toEqual([
      { channel: EVENT_CHANNEL, args: [event('a')] },
      { channel: EVENT_CHANNEL, args: [event('b')] },
      { channel: EVENT_CHANNEL, args: [event('c')] },
    ]);
  });

  it('ignores ready from unknown web contents and foreign frames', () => {
    const { core, ipcMain, window } = setUp();
    core.emit(event('a'));
    ipcMain.emit(ipcEventFrom(new FakeWebContents(APP_URL)), READY_CHANNEL);
    ipcMain.emit(ipcEventFrom(window, new FakeFrame(APP_URL)), READY_CHANNEL);
    expect(window.sent).toEqual([]);
  });

  it('keeps only the newest events while a page is not ready', () => {
    const { core, ipcMain, window } = setUp();
    for (let i = 0; i < 1500; i++) core.emit(event(`s${i}`));
    ipcMain.emit(ipcEventFrom(window), READY_CHANNEL);
    expect(window.sent).toHaveLength(1000);
    expect(window.sent[0]?.args[0]).toEqual(event('s500'));
  });

  it('treats a reloaded page as a new client: the old one is gone, events queue again', async () => {
    const { core, ipcMain, clients, window } = setUp();
    clients.pageLoaded(window as unknown as ClientContents);
    expect(core.goneClients).toEqual([]);
    ipcMain.emit(ipcEventFrom(window), READY_CHANNEL);
    clients.pageLoaded(window as unknown as ClientContents);
    expect(core.goneClients).toEqual([`window-${window.id}-1`]);
    core.emit(event('a'));
    expect(window.sent).toEqual([]);
    await ipcMain.invoke(ipcEventFrom(window), 'parley:app:info', {});
    expect(core.calls[0]?.ctx.clientId).toBe(`window-${window.id}-2`);
  });

  it('drops destroyed web contents and tells the core the client is gone', () => {
    const { core, ipcMain, window } = setUp();
    ipcMain.emit(ipcEventFrom(window), READY_CHANNEL);
    window.destroyed = true;
    core.emit(event('a'));
    expect(window.sent).toEqual([]);
    expect(core.goneClients).toEqual([`window-${window.id}-1`]);
  });

  it('dispose stops forwarding and releases every client', () => {
    const { core, clients, window } = setUp();
    clients.dispose();
    expect(core.listenerCount()).toBe(0);
    expect(core.goneClients).toEqual([`window-${window.id}-1`]);
  });
});
