import { describe, expect, it } from 'vitest';
import { desktopWorkspace } from '../../../../main/host/electron/desktopWorkspace';

describe('desktopWorkspace', () => {
  it('takes --workspace DIR and --workspace=DIR, relative to the start folder', () => {
    expect(
      desktopWorkspace(['electron', '.', '--workspace', 'proj'], {}, '/home/me', '/home/me'),
    ).toBe('/home/me/proj');
    expect(desktopWorkspace(['--workspace=/srv/code'], {}, '/home/me', '/home/me')).toBe(
      '/srv/code',
    );
  });

  it('falls back to PARLEY_WORKSPACE, then the start folder', () => {
    expect(desktopWorkspace([], { PARLEY_WORKSPACE: '/srv/x' }, '/home/me/a', '/home/me')).toBe(
      '/srv/x',
    );
    expect(desktopWorkspace([], {}, '/home/me/a', '/home/me')).toBe('/home/me/a');
  });

  it('uses the home folder when launched from the file-system root (a desktop menu)', () => {
    expect(desktopWorkspace([], {}, '/', '/home/me')).toBe('/home/me');
  });
});
