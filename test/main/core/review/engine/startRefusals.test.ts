import fs from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReviewStartInput } from '../../../../../shared/contract';
import { cleanAgentEnv } from '../../../../support/agentClis';
import type { CoreHarness } from '../../../../support/coreHarness';
import { startCoreHarness } from '../../../../support/coreHarness';
import { createTempRepo, type TempRepo } from '../../../../support/gitRepo';
import { waitFor } from '../../../../support/poll';

let repo: TempRepo;
let harness: CoreHarness;
let authorId: string;
beforeEach(async () => {
  repo = await createTempRepo({ 'math.js': 'export const one = 1;\n' });
  await fs.writeFile(repo.file('math.js'), 'export const one = 1;\nconsole.log(one);\n');
  harness = await startCoreHarness({
    workspace: repo.dir,
    env: { ...cleanAgentEnv(), PS1: '$ ' },
  });
  authorId = (await harness.call('session:create', { profileId: 'parley-agent', cwd: repo.dir }))
    .id;
});
afterEach(async () => {
  await harness?.dispose();
  await repo?.dispose();
});

const BASH = { command: '/bin/bash', args: ['--norc', '--noprofile'], name: 'Shell', cwd: '' };

function startInput(reviewerSessionId: string): ReviewStartInput {
  return {
    authorSessionId: authorId,
    reviewerSessionId,
    diffSource: { kind: 'working-tree' },
    autoIterate: true,
    costCeiling: null,
    effort: 'medium',
  };
}

describe('a review of work with no change', () => {
  it('is refused before any review is made, naming the diff', async () => {
    await fs.writeFile(repo.file('math.js'), 'export const one = 1;\n');
    const reviewer = await harness.call('session:create', {
      profileId: 'parley-agent',
      cwd: repo.dir,
    });
    await expect(harness.call('review:start', startInput(reviewer.id))).rejects.toThrow(
      /^Nothing to review: no changes in the diff \(Working tree vs HEAD \(\w{10}\), untracked files included\)\.$/,
    );
    expect(await harness.call('review:list', {})).toEqual([]);
  });

  it('starts once an untracked file is there', async () => {
    await fs.writeFile(repo.file('math.js'), 'export const one = 1;\n');
    await fs.writeFile(repo.file('new.js'), 'export const two = 2;\n');
    const reviewer = await harness.call('session:create', {
      profileId: 'parley-agent',
      cwd: repo.dir,
    });
    const review = await harness.call('review:start', startInput(reviewer.id));
    expect(review.status).not.toBe('error');
    await harness.call('review:cancel', { id: review.id });
    // Waits for its phase to end, so nothing writes into the repository as it is removed.
    await harness.call('review:delete', { id: review.id });
  });
});

describe('a review whose reviewer is a shell', () => {
  it('is refused before any review is made when the reviewer is a shell session', async () => {
    const shell = await harness.call('session:create', {
      ...BASH,
      profileId: 'shell',
      cwd: repo.dir,
    });

    await expect(harness.call('review:start', startInput(shell.id))).rejects.toThrow(
      '"Shell" is a shell session, not an agent: Parley does not paste a review into a shell.',
    );
    expect(await harness.call('review:list', {})).toEqual([]);
    expect(await harness.readScreen(shell.id)).not.toContain('console.log');
  });

  it('ends in error saying why when another session turns out to run a shell, and the diff never reaches it', async () => {
    const shell = await harness.call('session:create', {
      ...BASH,
      profileId: 'custom',
      cwd: repo.dir,
    });

    const started = await harness.call('review:start', startInput(shell.id));
    const review = await waitFor(
      () =>
        harness.core.reviews.get(started.id).status === 'error' &&
        harness.core.reviews.get(started.id),
      {
        what: 'the review to end in error',
        describe: () => JSON.stringify(harness.core.reviews.get(started.id)),
      },
    );

    const { pid } = await harness.snapshot(shell.id);
    expect(review.statusReason).toContain(
      `"Shell" is running a shell (bash, pid ${pid}), not an agent: Parley does not paste a review into a shell.`,
    );
    expect(await harness.readScreen(shell.id)).not.toContain('console.log');
  });
});

describe('a review whose author is a shell', () => {
  it('is refused before any review is made when it would send the shell feedback (auto-iterate)', async () => {
    const shell = await harness.call('session:create', {
      ...BASH,
      profileId: 'shell',
      cwd: repo.dir,
    });
    const reviewer = await harness.call('session:create', {
      profileId: 'parley-agent',
      cwd: repo.dir,
    });
    const input = { ...startInput(reviewer.id), authorSessionId: shell.id };

    await expect(harness.call('review:start', input)).rejects.toThrow(
      `"Shell" is a shell session, not an agent: Parley cannot send it the reviewer's feedback. Turn auto-iterate off to have its work reviewed once.`,
    );
    expect(await harness.call('review:list', {})).toEqual([]);
    // Reviewed once, for a person to fix: it stops at its verdict, its author's profile kept.
    const once = await harness.call('review:start', { ...input, autoIterate: false });
    const stopped = await waitFor(
      () =>
        harness.core.reviews.get(once.id).status === 'changes-requested' &&
        harness.core.reviews.get(once.id),
      {
        what: 'the review to stop with changes requested',
        describe: () => JSON.stringify(harness.core.reviews.get(once.id)),
      },
    );
    expect(stopped.sessionProfiles).toEqual({ [shell.id]: 'shell', [reviewer.id]: 'parley-agent' });
  });
});

describe('a review whose diff cannot be read', () => {
  it('is refused before any review is made, saying why', async () => {
    const reviewer = await harness.call('session:create', {
      profileId: 'parley-agent',
      cwd: repo.dir,
    });
    const input = {
      ...startInput(reviewer.id),
      diffSource: { kind: 'branch' as const, base: 'nosuchbranch' },
    };
    await expect(harness.call('review:start', input)).rejects.toThrow(
      /^Base branch "nosuchbranch" does not exist in /,
    );
    await expect(
      harness.call('review:start', { ...startInput(reviewer.id), diffSource: { kind: 'jj' } }),
    ).rejects.toThrow(/is not a Jujutsu workspace \(no \.jj folder\)/);
    expect(await harness.call('review:list', {})).toEqual([]);
  });
});
