import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeDataFolder } from '../../../../main/host/cli/dataFolder';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

describe('makeDataFolder', () => {
  it('makes the folder and its missing parents, and takes one that is there', () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'parley-data-'));
    const dir = path.join(root, 'a', 'b', 'data');
    makeDataFolder(dir);
    expect(statSync(dir).isDirectory()).toBe(true);
    expect(() => makeDataFolder(dir)).not.toThrow();
  });

  it('says why when a file is in the way', () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'parley-data-'));
    const file = path.join(root, 'afile');
    writeFileSync(file, '');
    expect(() => makeDataFolder(file)).toThrow(
      `Cannot use ${file} as the data folder: a file of that name is in the way.`,
    );
    // Inside it too: the folder asked for is named, and the file in its way.
    expect(() => makeDataFolder(path.join(file, 'data'))).toThrow(
      `Cannot use ${path.join(file, 'data')} as the data folder: the file ${file} is in the way.`,
    );
  });

  // Where Node's recursive mkdir loops for ever (procfs answers ENOENT): a clear error at once.
  it.runIf(existsSync('/proc/self'))('refuses a folder under /proc at once', () => {
    expect(() => makeDataFolder('/proc/forbidden/data')).toThrow(
      'Cannot use /proc/forbidden/data as the data folder: ENOENT.',
    );
  });
});
