/**
 * Prices set in Settings reach a running core's reviews at once: the real
 * core, real parley-agent sessions in a real git repository, Settings changed
 * through the contract mid-review, no restart.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { AgentReview, PriceSettings } from '../../../../shared/contract';
import { cleanAgentEnv } from '../../../support/agentClis';
import { startCoreHarness, type CoreHarness } from '../../../support/coreHarness';
import { createTempRepo, type TempRepo } from '../../../support/gitRepo';
import { waitFor } from '../../../support/poll';

let repo: TempRepo;
let harness: CoreHarness;
afterEach(async () => {
  await harness?.dispose();
  await repo?.dispose();
});

async function setUp() {
  repo = await createTempRepo({ 'math.js': 'export const one = 1;\n' });
  await fs.writeFile(repo.file('math.js'), 'export const one = 1;\nconsole.log(one);\n');
  harness = await startCoreHarness({ workspace: repo.dir, env: cleanAgentEnv() });
}

async function setPrices(profileId: string, prices: PriceSettings | null) {
  const settings = await harness.call('settings:get', {});
  await harness.call('settings:set', {
    ...settings,
    profiles: prices ? { [profileId]: { env: {}, allowedCommands: [], prices } } : {},
  });
}

function startReview(authorSessionId: string, reviewerSessionId: string, costCeiling: number) {
  return harness.call('review:start', {
    authorSessionId,
    reviewerSessionId,
    diffSource: { kind: 'working-tree' },
    autoIterate: false,
    costCeiling,
    effort: 'medium',
  });
}

function reviewUntil(id: string, done: (review: AgentReview) => boolean) {
  return waitFor(() => done(harness.core.reviews.get(id)) && harness.core.reviews.get(id), {
    timeoutMs: 60_000,
    what: `review ${id} to move on`,
    describe: () => JSON.stringify(harness.core.reviews.get(id), null, 1),
  });
}

describe('prices from Settings in a running core', () => {
  it('hold back a phase the ceiling cannot pay at your prices, and let it run once they change', async () => {
    await setUp();
    const author = await harness.call('session:create', {
      profileId: 'parley-agent',
      cwd: repo.dir,
    });
    const reviewer = await harness.call('session:create', {
      profileId: 'parley-agent',
      cwd: repo.dir,
    });
    // parley-agent calls no model: free by the table, $10,000 per million input tokens by yours.
    await setPrices('parley-agent', { inputPerMTok: 10_000 });

    const started = await startReview(author.id, reviewer.id, 0.5);
    const paused = await reviewUntil(started.id, (r) => r.status === 'paused');
    expect(paused.pausedFor).toBe('cost-ceiling');
    expect(paused.totalCost).toBe(0);
    expect(await harness.readScreen(reviewer.id)).not.toContain('console.log');

    await setPrices('parley-agent', null);
    await harness.call('review:raise-ceiling', { id: started.id, costCeiling: 1 });
    const reviewed = await reviewUntil(started.id, (r) => r.status === 'changes-requested');
    expect(reviewed.rounds[0]!.reviewComments.map((c) => c.file)).toContain('math.js');
    expect(reviewed.totalCost).toBe(0);
  });

  it('price the next turn of an agent that reports no cost at your rates', async () => {
    await setUp();
    const author = await harness.call('session:create', {
      profileId: 'parley-agent',
      cwd: repo.dir,
    });
    // parley-agent run as a custom command: Parley reads no cost from it, it estimates.
    const reviewer = await harness.call('session:create', {
      profileId: 'custom',
      command: `${process.execPath} ${path.resolve('bin/parley-agent.js')}`,
      cwd: repo.dir,
    });
    await setPrices('custom', { inputPerMTok: 1000, outputPerMTok: 0 });

    const started = await startReview(author.id, reviewer.id, 50);
    const reviewed = await reviewUntil(started.id, (r) => r.status === 'changes-requested');
    const { cost } = reviewed.rounds[0]!;
    // A review prompt is well over 1,000 characters (250 tokens): at $1,000 per million
    // input tokens that is over $0.25; at the table's default rates it would be under $0.01.
    expect(cost.estimated).toBe(true);
    expect(cost.reviewer).toBeGreaterThan(0.25);
    expect(reviewed.totalCost).toBeCloseTo(cost.reviewer, 9);
  });
});
