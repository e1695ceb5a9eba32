import type { BrowserWindowConstructorOptions } from 'electron';

/**
 * Parley's window, locked down per the Electron security checklist: the
 * renderer has no Node, runs sandboxed in its own JavaScript world, and
 * reaches the app only through the preload's contract bridge.
 */
export function mainWindowOptions(preloadPath: string): BrowserWindowConstructorOptions {
  return {
    width: 1280,
    height: 820,
    minWidth: 720,
    minHeight: 480,
    title: 'Parley',
    // Shown once the first paint is ready, so the window never flashes blank.
    show: false,
    backgroundColor: '#1e1e1e',
    webPreferences: {
      preload: preloadPath,
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
      spellcheck: false,
    },
  };
}
