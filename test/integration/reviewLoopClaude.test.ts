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
import { describe, expect, it } from 'vitest';
import type { CartChange } from '../support/reviewScripts/cartChange';
import { CART_FILE, cartChange } from '../support/reviewScripts/cartChange';
import { claudeRig } from './agentRigs';
import { claudeTools } from './agentTools';
import { expectFirstReviewPasted, expectReviewPromptsReadFromFiles, runCartLoop } from './cartLoop';

/** Runs the loop over `change` with Claude Code as author and reviewer; checks what both must show. */
async function loopWithClaude(change: CartChange) {
  const { fake, home, repo, model } = await runCartLoop(claudeRig, claudeTools, change);

  // The change was Claude Code's Edit tool's doing, in its own words.
  const editResult = model.requests.get('summary 1')?.toolResultsSince[0]?.text;
  expect(editResult).toBe(`The file ${repo.file(CART_FILE)} has been updated successfully.`);

  // Nothing but the fake on loopback (runCartLoop saw no proxy attempt and no request
  // off the script): nonessential traffic off, and every request went to the API.
  expect(home.env['CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC']).toBe('1');
  expect(fake.requests.every((r) => r.path.startsWith('/v1/'))).toBe(true);
  return { model, repo };
}

describe('A review loop between two real Claude Code sessions (fake Messages API)', () => {
  it('requests changes, the author fixes the file with Claude Code’s Edit tool, then approves', async () => {
    const { model } = await loopWithClaude(cartChange());
    expectFirstReviewPasted(model);
  }, 120_000);

  it('sends long review prompts as files the reviewer reads with Claude Code’s Read tool', async () => {
    const { model, repo } = await loopWithClaude(cartChange(80));
    await expectReviewPromptsReadFromFiles(model, repo);
  }, 120_000);
});
