import { EventEmitter } from 'node:events';

/**
 * Stand-ins for the Electron objects the glue touches. The Electron binary
 * cannot run here, so these record what the glue asked of them.
 */
export class FakeFrame {
  constructor(public url: string) {}
}

export class FakeWebContents extends EventEmitter {
  private static nextId = 1;
  readonly id = FakeWebContents.nextId++;
  readonly mainFrame: FakeFrame;
  readonly sent: { channel: string; args: unknown[] }[] = [];
  windowOpenHandler: ((details: { url: string }) => { action: string }) | null = null;
  destroyed = false;

  constructor(url: string) {
    super();
    this.mainFrame = new FakeFrame(url);
  }

  send(channel: string, ...args: unknown[]): void {
    this.sent.push({ channel, args });
  }

  isDestroyed(): boolean {
    return this.destroyed;
  }

  setWindowOpenHandler(handler: (details: { url: string }) => { action: string }): void {
    this.windowOpenHandler = handler;
  }
}

/** An IPC event as Electron builds it: who sent it and from which frame. */
export function ipcEventFrom(
  contents: FakeWebContents,
  frame: FakeFrame | null = contents.mainFrame,
) {
  return { sender: contents, senderFrame: frame };
}

/** A navigation event whose default action the guard may prevent. */
export function preventableEvent() {
  return {
    prevented: false,
    preventDefault() {
      this.prevented = true;
    },
  };
}

type Handler = (event: unknown, ...args: unknown[]) => unknown;

export class FakeIpcMain {
  readonly handlers = new Map<string, Handler>();
  readonly listeners = new Map<string, Handler[]>();

  handle(channel: string, handler: Handler): void {
    if (this.handlers.has(channel)) throw new Error(`second handler for ${channel}`);
    this.handlers.set(channel, handler);
  }

  removeHandler(channel: string): void {
    this.handlers.delete(channel);
  }

  on(channel: string, listener: Handler): this {
    this.listeners.set(channel, [...(this.listeners.get(channel) ?? []), listener]);
    return this;
  }

  removeListener(channel: string, listener: Handler): this {
    this.listeners.set(
      channel,
      (this.listeners.get(channel) ?? []).filter((candidate) => candidate !== listener),
    );
    return this;
  }

  /** What ipcRenderer.invoke(channel, input) would get back. */
  async invoke(event: unknown, channel: string, input: unknown): Promise<unknown> {
    const handler = this.handlers.get(channel);
    if (!handler) throw new Error(`No handler registered for '${channel}'`);
    return handler(event, input);
  }

  /** ipcRenderer.send(channel) */
  emit(event: unknown, channel: string): void {
    for (const listener of this.listeners.get(channel) ?? []) listener(event);
  }
}

/** Electron's `app`, as far as the desktop wiring uses it. */
export class FakeApp extends EventEmitter {
  quitCalls = 0;
  sandboxEnabled = false;
  constructor(readonly appPath: string) {
    super();
  }
  requestSingleInstanceLock() {
    return true;
  }
  enableSandbox() {
    this.sandboxEnabled = true;
  }
  async whenReady() {}
  getAppPath() {
    return this.appPath;
  }
  /** Folders inside the app's temporary folder, so what the app writes there is cleaned up. */
  getPath(name: string) {
    return `${this.appPath}/${name}`;
  }
  getVersion() {
    return '9.9.9';
  }
  /** Like Electron: asks before-quit listeners, who may prevent it. */
  quit() {
    this.quitCalls++;
    const event = preventableEvent();
    this.emit('before-quit', event);
  }
}

/** A BrowserWindow that records what it was built with and what it loaded. */
export class FakeBrowserWindow extends EventEmitter {
  static created: FakeBrowserWindow[] = [];
  readonly webContents = new FakeWebContents('about:blank');
  loaded: string | null = null;
  shown = false;
  constructor(readonly options: Record<string, unknown>) {
    super();
    FakeBrowserWindow.created.push(this);
  }
  async loadURL(url: string) {
    this.loaded = url;
    this.webContents.mainFrame.url = url;
  }
  show() {
    this.shown = true;
  }
  isMinimized() {
    return false;
  }
  restore() {}
  focus() {}
}

type PermissionHandler = (
  contents: unknown,
  permission: string,
  callback: (granted: boolean) => void,
) => void;

/** The default session: permission handlers and the dev-server CSP hook. */
export class FakeSession {
  permissionRequest: PermissionHandler | null = null;
  headersFilter: { urls: string[] } | null = null;
  readonly webRequest = {
    onHeadersReceived: (filter: { urls: string[] }) => {
      this.headersFilter = filter;
    },
  };
  setPermissionRequestHandler(handler: PermissionHandler) {
    this.permissionRequest = handler;
  }
  setPermissionCheckHandler() {}
}
