/**
 * `parley review` as a user runs it with the real Codex, Gemini and opencode CLIs on
 * both sides, each against its fake API on 127.0.0.1: unattended to approval
 * over the cart change, each side a session of its own, the author fixing
 * the file with its own tool, costs from the agents' own records, and no
 * agent process left behind. (Claude Code's runs: reviewCommandClaude.test.ts.)
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { FakeModelServer } from '../support/fakeModel/server';
import {
  CART_FILE,
  FIX_SUMMARY,
  cartChange,
  reviewDebugLine,
} from '../support/reviewScripts/cartChange';
import { ReviewLoopModel } from '../support/reviewScripts/reviewLoopModel';
import { createCartRepo } from '../support/reviewScripts/reviewLoopRun';
import {
  cliEnv,
  expectNoProcessLeftIn,
  lastJsonLine,
  runParley,
} from '../main/host/cli/reviewRun/cliProcess';
import type { AgentHome, AgentRig } from './agentRigs';
import { runTrace } from './reviewCommandRun';
import {
  Cleanup,
  codexRig,
  expectNothingOffScript,
  geminiRig,
  opencodeRig,
  prepareAgent,
} from './agentRigs';
import { codexTools, geminiTools, opencodeTools } from './agentTools';
import type { AgentTools } from './cartLoop';

interface ReviewJson {
  readonly status: string;
  readonly authorSessionId: string;
  readonly reviewerSessionId: string;
  readonly rounds: readonly { verdict: string; cost: { estimated: boolean } }[];
}

async function reviewUnattended<F extends FakeModelServer, H extends AgentHome>(
  rig: AgentRig<F, H>,
  tools: AgentTools,
): Promise<void> {
  const cleanup = new Cleanup();
  onTestFinished(() => cleanup.run());
  const change = cartChange();
  const { fake, repo, home, env } = await prepareAgent(rig, () => createCartRepo(change), cleanup);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-data-'));
  cleanup.add(() => fs.rm(dataDir, { recursive: true, force: true }));
  const model = new ReviewLoopModel({
    workspace: repo.dir,
    readFile: tools.readFile,
    review: reviewDebugLine,
    fix: () => ({ edit: tools.removeDebugLine(repo.file(CART_FILE)), summary: FIX_SUMMARY }),
  });
  model.installOn(fake);

  const agent = rig.profileId;
  const result = await runParley(
    [
      ...['review', '--workspace', repo.dir, '--author', agent, '--reviewer', agent],
      ...['--auto-iterate', '--json', '--data-dir', dataDir, '--dialog-timeout', '20'],
    ],
    cliEnv(env),
  );
  const trace = runTrace(result, model, fake, dataDir, home);
  expect(result.code, trace).toBe(0);
  const json = lastJsonLine(result.stdout) as ReviewJson;
  expect(json.status).toBe('approved');
  expect(json.authorSessionId).not.toBe(json.reviewerSessionId);
  expect(json.rounds.map((r) => r.verdict)).toEqual(['changes-requested', 'approved']);
  expect(await repo.read(CART_FILE)).toBe(change.fixed);
  // Priced from the agents' own records of the tokens, not estimated from characters.
  expect(json.rounds.every((r) => !r.cost.estimated)).toBe(true);
  expectNothingOffScript(fake, rig);
  await expectNoProcessLeftIn(repo.dir);
}

describe('parley review with real agent CLIs on both sides, unattended', () => {
  it('Codex: approves after its author fixes the change with apply_patch', async () => {
    await reviewUnattended(codexRig, codexTools);
  }, 150_000);

  it('Gemini: approves after its author fixes the change with its replace tool', async () => {
    await reviewUnattended(geminiRig, geminiTools);
  }, 150_000);

  it('opencode: approves after its author fixes the change with its edit tool', async () => {
    await reviewUnattended(opencodeRig, opencodeTools);
  }, 150_000);
});
