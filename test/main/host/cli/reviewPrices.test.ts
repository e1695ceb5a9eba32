/**
 * `parley review` prices its agents' turns with the prices the user saved in
 * Settings (the same data folder the app keeps them in): the real command as
 * a child process, real parley-agent sessions, a real git repository.
 */
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SettingsSchema } from '../../../../shared/contract';
import { openAppStores } from '../../../../main/core/appStores';
import {
  RUN_TIMEOUT_MS,
  ReviewSandbox,
  expectEnded,
  parleyAgentCommand,
  reviewFlags,
} from './reviewSandbox';

let sandbox: ReviewSandbox;
beforeEach(async () => {
  sandbox = await ReviewSandbox.create();
});
afterEach(() => sandbox.dispose());

describe('parley review with prices from Settings', { timeout: RUN_TIMEOUT_MS }, () => {
  it('totals the cost of an agent that reports none at the prices saved for its profile', async () => {
    // A cmd: agent runs under the custom profile, whose cost Parley estimates from characters.
    const stores = openAppStores(path.join(sandbox.dir, 'data'), (problem) => {
      throw new Error(problem.message);
    });
    stores.settings.write(
      SettingsSchema.parse({ profiles: { custom: { prices: { inputPerMTok: 1000 } } } }),
    );
    const workspace = await sandbox.projectWithSlips();

    const result = await sandbox.review([
      ...reviewFlags(workspace, 'parley-agent', parleyAgentCommand()),
      '--json',
    ]);

    const json = expectEnded(result, 1, 'changes-requested');
    const { cost } = json.rounds[0]!;
    // A review prompt is well over 1,000 characters (250 tokens): over $0.25 at $1,000 per
    // million input tokens, where the table's default rates would make it under $0.05.
    expect(cost).toMatchObject({ estimated: true, author: 0 });
    expect(cost.reviewer).toBeGreaterThan(0.25);
    expect(json.totalCost).toBeCloseTo(cost.reviewer, 9);
  });
});
