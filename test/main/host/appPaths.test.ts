import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appRoot, appVersion, defaultDataDir } from '../../../main/host/appPaths';

describe('appPaths', () => {
  it('finds the app root and its version', () => {
    expect(existsSync(path.join(appRoot, 'package.json'))).toBe(true);
    expect(appVersion()).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('puts data where Electron puts the desktop app userData, per platform', () => {
    expect(defaultDataDir({}, 'linux', '/home/me')).toBe('/home/me/.config/parley');
    expect(defaultDataDir({ XDG_CONFIG_HOME: '/cfg' }, 'linux', '/home/me')).toBe('/cfg/parley');
    expect(defaultDataDir({}, 'darwin', '/Users/me')).toBe(
      '/Users/me/Library/Application Support/parley',
    );
    expect(defaultDataDir({ APPDATA: 'C:/Users/me/AppData/Roaming' }, 'win32', 'C:/Users/me')).toBe(
      path.join('C:/Users/me/AppData/Roaming', 'parley'),
    );
  });

  it('lets PARLEY_DATA_DIR choose', () => {
    expect(defaultDataDir({ PARLEY_DATA_DIR: '/tmp/p' }, 'linux', '/home/me')).toBe('/tmp/p');
  });
});
