/**
 * The review loop over the cart change with one real agent CLI on both sides
 * (see reviewScripts/): the rig's fake API, a repo holding the change, the
 * real core, and a scripted model that uses the agent's own tools to read a
 * prompt file and to take the debug line out. Checks what any agent's loop
 * must show; the test checks what its agent's tools said.
 */
import fs from 'node:fs/promises';
import { expect, onTestFinished } from 'vitest';
import type { ReplyBlock } from '../support/fakeModel/reply';
import type { FakeModelServer } from '../support/fakeModel/server';
import type { TempRepo } from '../support/gitRepo';
import type { CartChange } from '../support/reviewScripts/cartChange';
import { CART_FILE, FIX_SUMMARY, reviewDebugLine } from '../support/reviewScripts/cartChange';
import { expectDebugLineFixedAndApproved } from '../support/reviewScripts/loopExpectations';
import type { ReviewLoopModelOptions } from '../support/reviewScripts/reviewLoopModel';
import { ReviewLoopModel } from '../support/reviewScripts/reviewLoopModel';
import {
  createCartRepo,
  runReviewLoop,
  startLoopCore,
} from '../support/reviewScripts/reviewLoopRun';
import type { AgentHome, AgentRig } from './agentRigs';
import { Cleanup, expectNothingOffScript, prepareAgent } from './agentRigs';

/** The agent's own tool calls the scripted model makes. */
export interface AgentTools {
  /** Reads the file at this absolute path (Claude Code: Read). */
  readFile(absolutePath: string): ReplyBlock;
  /** Removes DEBUG_LINE from the cart file at this absolute path (Claude Code: Edit). */
  removeDebugLine(absolutePath: string): ReplyBlock;
}

/**
 * Runs the loop over `change`, the agent as author and reviewer; taken down
 * after the test. `reviewer` changes how the model reviews (its answers, a
 * tool call midway); the answers must still be reviewDebugLine's comments and verdicts.
 */
export async function runCartLoop<F extends FakeModelServer, H extends AgentHome>(
  rig: AgentRig<F, H>,
  tools: AgentTools,
  change: CartChange,
  reviewer: Partial<Pick<ReviewLoopModelOptions, 'review' | 'reviewToolMidway'>> = {},
) {
  const cleanup = new Cleanup();
  onTestFinished(() => cleanup.run());
  const { fake, repo, home, env } = await prepareAgent(rig, () => createCartRepo(change), cleanup);
  const loop = await startLoopCore(repo.dir, env);
  cleanup.add(() => loop.dispose());
  const model = new ReviewLoopModel({
    workspace: repo.dir,
    readFile: tools.readFile,
    review: reviewDebugLine,
    fix: () => ({ edit: tools.removeDebugLine(repo.file(CART_FILE)), summary: FIX_SUMMARY }),
    ...reviewer,
  });
  const run = await runReviewLoop({
    loop,
    profileId: rig.profileId,
    workspace: repo.dir,
    fake,
    model,
    timeoutMs: 90_000,
  });
  await expectDebugLineFixedAndApproved({ run, model, change, repo, events: loop.events });
  expectNothingOffScript(fake, rig);
  return { fake, home, repo, model };
}

/** The model's steps when every request is small enough to be pasted whole. */
export function expectPromptsPasted(model: ReviewLoopModel): void {
  expect(model.steps).toEqual(['review 1', 'edit 1', 'summary 1', 'review 2']);
}

/**
 * The model's steps when the first review and the feedback fit a paste:
 * round 2's review adds round 1's open comments and outgrows it, so it goes
 * as a file the reviewer reads with its own tool.
 */
export function expectFirstReviewPasted(model: ReviewLoopModel): void {
  expect(model.steps).toEqual(['review 1', 'edit 1', 'summary 1', 'read-prompt', 'review 2']);
  expect(model.requests.get('review 1')?.readFromFile).toBe(false);
  expect(model.requests.get('edit 1')?.readFromFile).toBe(false);
  expect(model.requests.get('review 2')?.readFromFile).toBe(true);
}

/**
 * The model's steps when the review prompts go as files: each review turn
 * read its prompt file first, with the agent's own tool; the short feedback
 * was pasted. The two prompt files are under .parley/prompts.
 */
export async function expectReviewPromptsReadFromFiles(
  model: ReviewLoopModel,
  repo: TempRepo,
): Promise<void> {
  expect(model.steps).toEqual([
    'read-prompt',
    'review 1',
    'edit 1',
    'summary 1',
    'read-prompt',
    'review 2',
  ]);
  expect(model.requests.get('review 1')?.readFromFile).toBe(true);
  expect(model.requests.get('review 2')?.readFromFile).toBe(true);
  expect(model.requests.get('edit 1')?.readFromFile).toBe(false);
  expect(await fs.readdir(repo.file('.parley/prompts'))).toHaveLength(2);
}
