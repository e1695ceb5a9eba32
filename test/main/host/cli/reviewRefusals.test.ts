/**
 * `parley review` refused before any review is made: a folder that is not a
 * git repository, an agent program that is not there, a shell as reviewer.
 * The real command as a child process; each says what is wrong once, in the
 * command line's words, exits 2, and leaves no review in the data folder.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CliRun } from './reviewRun/cliProcess';
import { expectNoProcessLeftIn } from './reviewRun/cliProcess';
import { createTempRepo } from '../../../support/gitRepo';
import { RUN_TIMEOUT_MS, ReviewSandbox, reviewFlags } from './reviewSandbox';

let sandbox: ReviewSandbox;
beforeEach(async () => {
  sandbox = await ReviewSandbox.create();
});
afterEach(() => sandbox.dispose());

/** The reviews kept in the sandbox's data folder (one folder each). */
async function storedReviews(): Promise<string[]> {
  return readdir(path.join(sandbox.dir, 'data', 'reviews')).catch(() => []);
}

/** Exit 2, the one line saying why, no review started or kept. */
async function expectRefused(result: CliRun, message: string): Promise<void> {
  expect(result.code, result.stderr).toBe(2);
  const said = result.stderr.split('\n').filter((line) => line.startsWith('parley review: '));
  expect(said).toEqual([`parley review: ${message}`]);
  expect(`${result.stdout}${result.stderr}`).not.toMatch(/Round 1\/\d|reviewing…|reassign/);
  expect(await storedReviews()).toEqual([]);
}

describe('parley review refuses before a review is made', { timeout: RUN_TIMEOUT_MS }, () => {
  it('when the workspace is not in a git repository', async () => {
    const folder = path.join(sandbox.dir, 'not-a-repo');
    await mkdir(folder);
    const result = await sandbox.review(reviewFlags(folder));
    await expectRefused(result, `${folder} is not inside a git repository.`);
    await expectNoProcessLeftIn(folder);
  });

  it('when there is nothing to review, naming the diff that holds no change', async () => {
    const repo = await createTempRepo({ 'README.md': '# Clean\n' });
    try {
      const result = await sandbox.review(reviewFlags(repo.dir));
      const head = String(execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repo.dir }));
      await expectRefused(
        result,
        `nothing to review: no changes in the diff (Working tree vs HEAD (${head.slice(0, 10)}), untracked files included).`,
      );
    } finally {
      await repo.dispose();
    }
  });

  it('with --json, ending stdout with the refusal as JSON for a script to read', async () => {
    const repo = await createTempRepo({ 'README.md': '# Clean\n' });
    try {
      const result = await sandbox.review([...reviewFlags(repo.dir), '--json']);
      expect(result.code, result.stderr).toBe(2);
      expect(result.stderr).toMatch(/^parley review: nothing to review: no changes/m);
      expect(await storedReviews()).toEqual([]);
      const last = result.stdout.trimEnd().split('\n').at(-1)!;
      expect(JSON.parse(last)).toEqual({
        error: expect.stringMatching(/^Nothing to review: no changes in the diff \(Working tree/),
      });
    } finally {
      await repo.dispose();
    }
  });

  it('when a cmd: program is not on PATH, saying how to fix it', async () => {
    const workspace = await sandbox.projectWithSlips();
    const result = await sandbox.review(
      reviewFlags(workspace, 'parley-agent', 'cmd:nosuchprogram --flag'),
    );
    await expectRefused(
      result,
      `cannot start "reviewer: nosuchprogram --flag": 'nosuchprogram' was not found on PATH. Install it, or give the command's full path.`,
    );
    await expectNoProcessLeftIn(workspace);
  });

  it("when a profile's program is not installed, saying so once", async () => {
    const workspace = await sandbox.projectWithSlips();
    const result = await sandbox.review(reviewFlags(workspace, 'parley-agent', 'aider'), {
      PATH: '/usr/bin:/bin',
    });
    await expectRefused(
      result,
      `cannot start "reviewer: aider": 'aider' was not found on PATH. Install it or choose another profile.`,
    );
  });

  it('when the reviewer is a shell: a review is never pasted into one', async () => {
    const workspace = await sandbox.projectWithSlips();
    const result = await sandbox.review(reviewFlags(workspace, 'parley-agent', 'shell'));
    await expectRefused(
      result,
      `"reviewer: shell" is a shell session, not an agent: Parley does not paste a review into a shell.`,
    );
    await expectNoProcessLeftIn(workspace);
  });
});
