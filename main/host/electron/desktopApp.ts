import os from 'node:os';
import type * as Electron from 'electron';
import { createFileLogger, logDirIn } from '../../core/log/fileLogger';
import type { Logger } from '../../core/log/logger';
import { holdDataFolderOr } from '../../core/store/dataFolderLease';
import type { CoreFactory } from '../coreFactory';
import { contentSecurityPolicy } from '../contentSecurityPolicy';
import { rendererDirIn } from '../appPaths';
import { APP_SCHEME, rendererSource } from './appOrigin';
import type { RendererSource } from './appOrigin';
import { desktopWorkspace } from './desktopWorkspace';
import { openExternalLink } from './externalLinks';
import { registerIpc } from './ipcAdapter';
import { notifyReviewAlerts, windowNotificationOptions } from './reviewNotifications';
import { guardWebContents } from './navigationGuards';
import { createRendererProtocolHandler } from './rendererProtocol';
import { WindowClients } from './windowClients';
import { mainWindowOptions } from './windowOptions';

export type ElectronMain = Pick<
  typeof Electron,
  'app' | 'BrowserWindow' | 'dialog' | 'ipcMain' | 'protocol' | 'session' | 'shell' | 'Notification'
>;

export interface DesktopOptions {
  readonly createCore: CoreFactory;
  /** The bundled preload (out/preload/index.cjs). */
  readonly preloadPath: string;
  /** ELECTRON_RENDERER_URL during `electron-vite dev`; unset otherwise. */
  readonly devServerUrl: string | undefined;
}

/** Must run before the app is ready: `parley://` behaves like https (secure, standard, fetchable). */
export function registerAppScheme(protocol: ElectronMain['protocol']): void {
  protocol.registerSchemesAsPrivileged([
    { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
  ]);
}

/** Wires the desktop app: one core, its IPC, the locked-down window, and a clean quit. */
export async function runDesktopApp(
  electron: ElectronMain,
  options: DesktopOptions,
): Promise<void> {
  const { app, BrowserWindow, dialog, ipcMain, protocol, session, shell } = electron;
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return;
  }
  app.enableSandbox();
  const source = rendererSource(options.devServerUrl);
  app.on('web-contents-created', (_event, contents) =>
    guardWebContents(contents, (url) => void openExternalLink(shell, url)),
  );

  await app.whenReady();
  const dataDir = app.getPath('userData');
  const log = createFileLogger({
    dir: logDirIn(dataDir),
    echo: (line) => process.stderr.write(line),
  });
  log.info(`Parley ${app.getVersion()} (desktop) started`);
  const hold = holdDataFolderOr(dataDir, 'the Parley desktop app', (error) => {
    log.error(error.message);
    dialog.showErrorBox(
      'Parley cannot open its data folder',
      `${error.message} Stop it, then start Parley again.`,
    );
  });
  if (!hold) {
    app.quit();
    return;
  }
  protocol.handle(APP_SCHEME, createRendererProtocolHandler(rendererDirIn(app.getAppPath())));
  lockDownSession(session.defaultSession, source);

  const core = await options.createCore({
    workspace: desktopWorkspace(process.argv, process.env, process.cwd(), os.homedir()),
    dataDir,
    isDesktop: true,
    version: app.getVersion(),
    log,
    followReviewsElsewhere: true,
  });
  const clients = new WindowClients(core, source);
  const stopNotifications = notifyReviewAlerts(core, windowNotificationOptions(electron));
  const unregisterIpc = registerIpc(ipcMain, core, clients, (message, error) =>
    log.error(message, error),
  );

  let window: Electron.BrowserWindow | null = null;
  const openWindow = () => {
    // Electronegativity cannot read options built by a function: mainWindowOptions() isolates
    // and sandboxes the page (asserted in test/main/host/electron/security.test.ts), and
    // auxclick stays on for xterm's middle-click paste; a middle-clicked link meets the
    // window-open handler, which denies every new window. (The tool reads its directive
    // only on the flagged line.)
    const created = new BrowserWindow(mainWindowOptions(options.preloadPath)); // eng-disable CONTEXT_ISOLATION_JS_CHECK SANDBOX_JS_CHECK AUXCLICK_JS_CHECK
    const contents = created.webContents;
    clients.add(contents);
    contents.on('did-navigate', () => clients.pageLoaded(contents));
    created.once('ready-to-show', () => created.show());
    // Never leave an invisible window behind when the page cannot load.
    contents.once('did-fail-load', () => created.show());
    created.on('closed', () => {
      clients.remove(contents);
      if (window === created) window = null;
    });
    void created.loadURL(source.url);
    window = created;
  };
  openWindow();

  app.on('second-instance', () => {
    if (!window) return openWindow();
    if (window.isMinimized()) window.restore();
    window.focus();
  });
  app.on('activate', () => {
    if (!window) openWindow();
  });
  app.on('window-all-closed', () => {
    // macOS apps stay running without windows; the sessions keep running too.
    if (process.platform !== 'darwin') app.quit();
  });
  quitAfterDisposing(app, log, async () => {
    unregisterIpc();
    stopNotifications();
    clients.dispose();
    await core.dispose();
    hold.release();
  });
}

/** No permission prompts but clipboard writes (copy from the terminal); CSP on dev-server pages. */
function lockDownSession(session: Electron.Session, source: RendererSource): void {
  session.setPermissionRequestHandler((_contents, permission, callback) =>
    callback(permission === 'clipboard-sanitized-write'),
  );
  session.setPermissionCheckHandler(
    (_contents, permission) => permission === 'clipboard-sanitized-write',
  );
  if (!source.devServer) return;
  const csp = contentSecurityPolicy({ devServer: true });
  session.webRequest.onHeadersReceived({ urls: [`${source.origin}/*`] }, (details, callback) =>
    callback({
      // Electronegativity cannot evaluate a policy built at run time. This one is only for
      // `electron-vite dev` (its HMR preamble needs inline script); the packaged app's policy
      // is sent by rendererProtocol.ts and asserted in security.test.ts.
      responseHeaders: { ...details.responseHeaders, 'Content-Security-Policy': [csp] }, // eng-disable CSP_GLOBAL_CHECK
    }),
  );
}

/**
 * Quitting waits for the core to stop every process it started, so no agent
 * is left running; a second quit request while that runs changes nothing.
 */
function quitAfterDisposing(app: Electron.App, log: Logger, dispose: () => Promise<void>): void {
  let state: 'running' | 'disposing' | 'done' = 'running';
  app.on('before-quit', (event) => {
    if (state === 'done') return;
    event.preventDefault();
    if (state === 'disposing') return;
    state = 'disposing';
    dispose()
      .catch((error: unknown) => log.error('Parley: stopping cleanly failed:', error))
      .finally(() => {
        state = 'done';
        app.quit();
      });
  });
}
