import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ensureElectronBinary,
  firstErrorLine,
  unavailableMessage,
} from '../../scripts/electronBinary';

let electronDir: string;

/** What a successful download leaves behind: path.txt naming dist/<executable>. */
async function installBinary(dir: string): Promise<string> {
  await mkdir(path.join(dir, 'dist'), { recursive: true });
  await writeFile(path.join(dir, 'path.txt'), 'electron');
  const binary = path.join(dir, 'dist', 'electron');
  await writeFile(binary, '#!/bin/sh\n');
  return binary;
}

beforeEach(async () => {
  electronDir = await mkdtemp(path.join(os.tmpdir(), 'parley-electron-'));
  await writeFile(path.join(electronDir, 'install.js'), '// the real one downloads');
});
afterEach(() => rm(electronDir, { recursive: true, force: true }));

describe('ensureElectronBinary', () => {
  it('uses a binary that is already there without downloading', async () => {
    const binary = await installBinary(electronDir);
    let downloads = 0;
    const result = ensureElectronBinary(electronDir, {}, () => {
      downloads++;
      return null;
    });
    expect(result).toEqual({ ok: true, path: binary });
    expect(downloads).toBe(0);
  });

  it('downloads a missing binary, then uses it', () => {
    let downloads = 0;
    const result = ensureElectronBinary(electronDir, {}, (dir) => {
      downloads++;
      // What Electron's installer leaves behind when the download works.
      mkdirSync(path.join(dir, 'dist'));
      writeFileSync(path.join(dir, 'dist', 'electron'), '');
      writeFileSync(path.join(dir, 'path.txt'), 'electron');
      return null;
    });
    expect(downloads).toBe(1);
    expect(result).toEqual({ ok: true, path: path.join(electronDir, 'dist', 'electron') });
  });

  it('reports why when the download fails', () => {
    const result = ensureElectronBinary(electronDir, {}, () => 'TypeError: fetch failed');
    expect(result).toEqual({ ok: false, reason: 'downloading it failed: TypeError: fetch failed' });
  });

  it('reports a download that "succeeds" but leaves no binary', () => {
    const result = ensureElectronBinary(electronDir, {}, () => null);
    expect(result).toMatchObject({ ok: false, reason: expect.stringMatching(/no binary/) });
  });

  it('treats path.txt pointing at a missing file as missing', async () => {
    await writeFile(path.join(electronDir, 'path.txt'), 'electron');
    const result = ensureElectronBinary(electronDir, {}, () => 'offline');
    expect(result.ok).toBe(false);
  });

  it('honours ELECTRON_OVERRIDE_DIST_PATH like electron itself', async () => {
    const override = path.join(electronDir, 'custom');
    await mkdir(override);
    await writeFile(path.join(override, 'electron'), '');
    const result = ensureElectronBinary(
      electronDir,
      { ELECTRON_OVERRIDE_DIST_PATH: override },
      () => 'offline',
    );
    expect(result).toEqual({ ok: true, path: path.join(override, 'electron') });
  });

  it('says so when the electron package itself is missing', async () => {
    const result = ensureElectronBinary(path.join(electronDir, 'nope'), {}, () => null);
    expect(result).toMatchObject({ ok: false, reason: expect.stringMatching(/not installed/) });
  });
});

describe('the message', () => {
  it('is one line that points to browser mode', () => {
    const message = unavailableMessage('downloading it failed: TypeError: fetch failed');
    expect(message).not.toContain('\n');
    expect(message).toMatch(/^Parley: the Electron binary is not available here \(/);
    expect(message).toContain('npx parley serve');
  });

  it('keeps the line that says what failed out of a stack trace', () => {
    const stderr =
      'TypeError: fetch failed\n    at node:internal/deps/undici:1:1\n    at async x\n';
    expect(firstErrorLine(stderr)).toBe('TypeError: fetch failed');
    expect(firstErrorLine('\n')).toBeNull();
  });
});
