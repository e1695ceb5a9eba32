import { mkdtempSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test } from './test';

const FAKE_GH_BIN = path.resolve('e2e/support/bin');

/**
 * A stand-in GitHub CLI for this spec file's `parley serve`: first on the
 * PATH the server starts with, it answers `gh pr diff N` with the diff given
 * for N. Call it before useReviewLoops or useParleyServer: its set-up must run
 * before theirs starts the server.
 */
export function useFakeGh() {
  let dir = '';
  const saved = { path: process.env.PATH, dir: process.env.PARLEY_FAKE_GH_DIR };
  test.beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'parley-e2e-gh-'));
    process.env.PATH = `${FAKE_GH_BIN}${path.delimiter}${saved.path ?? ''}`;
    process.env.PARLEY_FAKE_GH_DIR = dir;
  });
  test.afterAll(() => {
    // Later files in this worker start their servers with the PATH they had.
    process.env.PATH = saved.path;
    if (saved.dir === undefined) delete process.env.PARLEY_FAKE_GH_DIR;
    else process.env.PARLEY_FAKE_GH_DIR = saved.dir;
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    /** What `gh pr diff <number>` prints from now on. */
    pullRequest: (number: number, diff: string) =>
      writeFile(path.join(dir, `pr-${number}.diff`), diff),
  };
}
