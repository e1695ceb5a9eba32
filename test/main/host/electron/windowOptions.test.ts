import { describe, expect, it } from 'vitest';
import { mainWindowOptions } from '../../../../main/host/electron/windowOptions';

describe('mainWindowOptions', () => {
  it('isolates and sandboxes the renderer with no Node and web security on', () => {
    const prefs = mainWindowOptions('/app/out/preload/index.cjs').webPreferences;
    expect(prefs).toMatchObject({
      preload: '/app/out/preload/index.cjs',
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    });
  });
});
