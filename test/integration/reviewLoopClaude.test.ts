/**
 * The whole review loop with the real Claude Code CLI on both sides, against
 * one fake Anthropic Messages API on 127.0.0.1: the reviewer's first answer
 * asks for a change, the author makes it through Claude Code's own Edit tool,
 * and the reviewer approves the second round. The fake model reads each
 * request as an agent would (markers, line numbers, the prompt file), and
 * nothing leaves loopback. Once with prompts small enough to be pasted, once
 * with a file long enough that the review prompts go as files, which the
 * reviewer reads with Claude Code's Read tool.
 */
import fs from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanAgentEnv, requireClaudeCli } from '../support/agentClis';
import type { ClaudeHome } from '../support/claudeHome';
import { createClaudeHome } from '../support/claudeHome';
import { FakeAnthropic } from '../support/fakeAnthropic';
import type { TempRepo } from '../support/gitRepo';
import type { CartChange } from '../support/reviewScripts/cartChange';
import {
  CART_FILE,
  DEBUG_LINE,
  FIX_SUMMARY,
  cartChange,
  reviewDebugLine,
} from '../support/reviewScripts/cartChange';
import { expectDebugLineFixedAndApproved } from '../support/reviewScripts/loopExpectations';
import { ReviewLoopModel } from '../support/reviewScripts/reviewLoopModel';
import type { LoopCore } from '../support/reviewScripts/reviewLoopRun';
import {
  createCartRepo,
  runReviewLoop,
  startLoopCore,
} from '../support/reviewScripts/reviewLoopRun';

let fake: FakeAnthropic | undefined;
let repo: TempRepo | undefined;
let home: ClaudeHome | undefined;
let loop: LoopCore | undefined;

afterEach(async () => {
  await loop?.dispose();
  await fake?.close();
  await Promise.all([home?.dispose(), repo?.dispose()]);
  [fake, repo, home, loop] = [undefined, undefined, undefined, undefined];
});

/** Runs the loop over `change` with Claude Code as author and reviewer; checks what both must show. */
async function loopWithClaude(change: CartChange) {
  requireClaudeCli();
  fake = await FakeAnthropic.start();
  repo = await createCartRepo(change);
  home = await createClaudeHome({ apiUrl: fake.url, trusted: [repo.dir] });
  loop = await startLoopCore(repo.dir, { ...cleanAgentEnv(), ...home.env });
  const file = repo.file(CART_FILE);
  const model = new ReviewLoopModel({
    workspace: repo.dir,
    readFile: (file_path) => ({ type: 'tool_use', name: 'Read', input: { file_path } }),
    review: reviewDebugLine,
    fix: () => ({
      edit: {
        type: 'tool_use',
        name: 'Edit',
        input: { file_path: file, old_string: DEBUG_LINE, new_string: '' },
      },
      summary: FIX_SUMMARY,
    }),
  });
  const run = await runReviewLoop({
    loop,
    profileId: 'claude',
    workspace: repo.dir,
    fake,
    model,
    timeoutMs: 90_000,
  });
  await expectDebugLineFixedAndApproved({ run, model, change, repo, events: loop.events });

  // The change was Claude Code's Edit tool's doing, in its own words.
  const editResult = model.requests.get('summary 1')?.toolResultsSince[0]?.text;
  expect(editResult).toBe(`The file ${file} has been updated successfully.`);

  // Nothing but the fake on loopback: nonessential traffic off, no proxy attempt,
  // no request the script did not expect.
  expect(home.env['CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC']).toBe('1');
  expect(fake.proxyAttempts).toEqual([]);
  expect(fake.unmatched(), fake.describe()).toEqual([]);
  expect(fake.requests.every((r) => r.path.startsWith('/v1/'))).toBe(true);
  return { model, repo };
}

describe('A review loop between two real Claude Code sessions (fake Messages API)', () => {
  it('requests changes, the author fixes the file with Claude Code’s Edit tool, then approves', async () => {
    const { model } = await loopWithClaude(cartChange());
    // Small prompts are pasted whole: nothing to read first.
    expect(model.steps).toEqual(['review 1', 'edit 1', 'summary 1', 'review 2']);
  }, 120_000);

  it('sends long review prompts as files the reviewer reads with Claude Code’s Read tool', async () => {
    const { model, repo } = await loopWithClaude(cartChange(80));
    // Each review turn read its prompt file first; the short feedback was pasted.
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
  }, 120_000);
});
