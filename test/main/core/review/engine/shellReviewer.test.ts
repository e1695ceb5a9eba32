import fs from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanAgentEnv } from '../../../../support/agentClis';
import type { CoreHarness } from '../../../../support/coreHarness';
import { startCoreHarness } from '../../../../support/coreHarness';
import { createTempRepo, type TempRepo } from '../../../../support/gitRepo';
import { waitFor } from '../../../../support/poll';

let repo: TempRepo;
let harness: CoreHarness;
afterEach(async () => {
  await harness?.dispose();
  await repo?.dispose();
});

describe('a review whose reviewer is a shell', () => {
  it('ends in error saying why, and the diff never reaches the shell', async () => {
    repo = await createTempRepo({ 'math.js': 'export const one = 1;\n' });
    await fs.writeFile(repo.file('math.js'), 'export const one = 1;\nconsole.log(one);\n');
    harness = await startCoreHarness({
      workspace: repo.dir,
      env: { ...cleanAgentEnv(), PS1: '$ ' },
    });
    const author = await harness.call('session:create', {
      profileId: 'parley-agent',
      cwd: repo.dir,
    });
    const shell = await harness.call('session:create', {
      profileId: 'shell',
      command: '/bin/bash',
      args: ['--norc', '--noprofile'],
      name: 'Shell',
      cwd: repo.dir,
    });

    const started = await harness.call('review:start', {
      authorSessionId: author.id,
      reviewerSessionId: shell.id,
      diffSource: { kind: 'working-tree' },
      autoIterate: true,
      costCeiling: null,
      effort: 'medium',
    });
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
