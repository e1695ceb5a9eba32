import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * electron-store imports 'electron' when it loads. Outside the Electron binary
 * that package only answers the binary's path (and would try to download a
 * missing binary). Pointing it at a path that is never run keeps the real
 * electron-store, in its documented mode for an absolute `cwd` without
 * Electron's app: the one thing faked is the binary we cannot run here.
 */
vi.hoisted(() => {
  process.env.ELECTRON_OVERRIDE_DIST_PATH = '/nonexistent/electron-binary-not-used-by-tests';
});

import ElectronStore from 'electron-store';
import { electronStoreOpener } from '../../../../main/host/electron/electronStore';
import { openAppStores } from '../../../../main/core/appStores';
import type { StoreProblem } from '../../../../main/core/store/store';

let dataDir: string;
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-electron-store-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('electron-store adapter', () => {
  it('reads and writes through electron-store itself', () => {
    const doc = electronStoreOpener(dataDir, 'settings.json');
    expect(doc).toBeInstanceOf(ElectronStore);
    expect(doc.path).toBe(path.join(dataDir, 'settings.json'));
  });

  it('writes the same versioned files the conf-backed core reads, and back', () => {
    const app = openAppStores(dataDir, undefined, electronStoreOpener);
    app.settings.update((s) => ({ ...s, theme: 'dark', review: { ...s.review, maxRounds: 7 } }));

    const raw = JSON.parse(fs.readFileSync(path.join(dataDir, 'settings.json'), 'utf8')) as {
      schemaVersion: number;
    };
    expect(raw.schemaVersion).toBe(1);

    const cli = openAppStores(dataDir);
    expect(cli.settings.read().theme).toBe('dark');
    expect(cli.settings.read().review.maxRounds).toBe(7);
    cli.settings.update((s) => ({ ...s, theme: 'light' }));

    expect(openAppStores(dataDir, undefined, electronStoreOpener).settings.read().theme).toBe(
      'light',
    );
  });

  it('sets a corrupt file aside and reports it, as the core does', () => {
    fs.writeFileSync(path.join(dataDir, 'sessions.json'), '[{"id": "s1", "name": ');
    const reported: StoreProblem[] = [];
    const { sessions, problems } = openAppStores(
      dataDir,
      (p) => reported.push(p),
      electronStoreOpener,
    );

    expect(sessions.read()).toEqual([]);
    expect(reported).toEqual([expect.objectContaining({ kind: 'corrupt' })]);
    expect(fs.readFileSync(reported[0]!.keptAt!, 'utf8')).toBe('[{"id": "s1", "name": ');
    expect(problems()).toEqual(reported);
  });
});
