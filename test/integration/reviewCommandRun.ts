/**
 * One `parley review` run as the integration tests make it: a real agent CLI
 * (its rig: fake API, home, trusted repo), a ReviewLoopModel playing both
 * sides, a data folder of its own; everything undone when the test ends.
 */
import { existsSync, readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { onTestFinished } from 'vitest';
import type { AgentReview } from '../../shared/contract';
import { readJournal } from '../../main/core/review/journal/journal';
import type { FakeModelServer } from '../support/fakeModel/server';
import type { TempRepo } from '../support/gitRepo';
import type { ReviewLoopModelOptions } from '../support/reviewScripts/reviewLoopModel';
import { ReviewLoopModel } from '../support/reviewScripts/reviewLoopModel';
import type { CliRun } from '../main/host/cli/reviewRun/cliProcess';
import { cliEnv, lastJsonLine, runParley } from '../main/host/cli/reviewRun/cliProcess';
import type { AgentHome, AgentRig } from './agentRigs';
import { Cleanup, expectNothingOffScript, prepareAgent } from './agentRigs';

export interface ReviewCommandRun<F> {
  readonly result: CliRun;
  /** What to show when the run ended otherwise than expected (see runTrace). */
  readonly trace: string;
  readonly model: ReviewLoopModel;
  readonly fake: F;
  readonly repo: TempRepo;
  /** The review --json printed last. */
  readonly json: AgentReview;
}

/**
 * Runs `parley review --workspace <repo> <args…> --json --data-dir <dir>`
 * with the model installed on the rig's fake; checks nothing went off script.
 */
export async function runReviewCommand<F extends FakeModelServer, H extends AgentHome>(options: {
  readonly rig: AgentRig<F, H>;
  readonly makeRepo: () => Promise<TempRepo>;
  readonly model: (repo: TempRepo) => Omit<ReviewLoopModelOptions, 'workspace'>;
  /** Everything after `--workspace <repo>` but --json and --data-dir. */
  readonly args: readonly string[];
}): Promise<ReviewCommandRun<F>> {
  const cleanup = new Cleanup();
  onTestFinished(() => cleanup.run());
  const { fake, repo, home, env } = await prepareAgent(options.rig, options.makeRepo, cleanup);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-data-'));
  cleanup.add(() => fs.rm(dataDir, { recursive: true, force: true }));
  const model = new ReviewLoopModel({ workspace: repo.dir, ...options.model(repo) });
  model.installOn(fake);
  const result = await runParley(
    ['review', '--workspace', repo.dir, ...options.args, '--json', '--data-dir', dataDir],
    cliEnv(env),
  );
  const trace = runTrace(result, model, fake, dataDir, home);
  expectNothingOffScript(fake, options.rig);
  const json = result.stdout.trim() ? (lastJsonLine(result.stdout) as AgentReview) : null;
  if (!json) throw new Error(`parley review printed no review:\n${trace}`);
  return { result, trace, model, fake, repo, json };
}

/**
 * What to show when a run ended otherwise than expected: its stderr, the
 * model's steps, the fake's log, each review's journal (which phase's prompt
 * was sent and delivered, and when), read before the data folder goes, and
 * the end of the agent's own log when its home keeps one.
 */
export function runTrace(
  result: CliRun,
  model: ReviewLoopModel,
  fake: FakeModelServer,
  dataDir: string,
  home?: AgentHome,
): string {
  const agentLog = home?.logTail?.();
  return [
    result.stderr,
    model.steps.join(', '),
    fake.describe(),
    ...journalsIn(dataDir),
    ...(agentLog ? [`the agent's own log, last lines:\n${agentLog}`] : []),
  ].join('\n');
}

function journalsIn(dataDir: string): string[] {
  const reviews = path.join(dataDir, 'reviews');
  if (!existsSync(reviews)) return [];
  return readdirSync(reviews).map((id) =>
    [
      `journal of ${id}:`,
      ...readJournal(dataDir, id).entries.map((entry) => `  ${entry.at} ${entry.kind}`),
    ].join('\n'),
  );
}

/** For a review that approves in round 1: there is no author turn. */
export function noAuthorTurn(): never {
  throw new Error('An approved review has no author turn.');
}
