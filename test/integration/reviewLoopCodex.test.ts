/**
 * The whole review loop with the real Codex CLI on both sides, against one
 * fake OpenAI Responses API on 127.0.0.1 (a custom model provider in a seeded
 * CODEX_HOME): the reviewer's first answer asks for a change, the author makes
 * it with Codex's own apply_patch (invoked through its shell tool, the way
 * Codex's instructions tell the model to when no separate patch tool is
 * offered), and the reviewer approves the second round. Codex fetches one
 * announcement file at every start and has no switch for it: that request
 * goes to the fake's proxy, which refuses it, so nothing leaves loopback.
 */
import { describe, expect, it } from 'vitest';
import type { CartChange } from '../support/reviewScripts/cartChange';
import { CART_FILE, DEBUG_LINE, cartChange } from '../support/reviewScripts/cartChange';
import { codexRig } from './agentRigs';
import type { AgentTools } from './cartLoop';
import { expectPromptsPasted, expectReviewPromptsReadFromFiles, runCartLoop } from './cartLoop';

const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

/** Codex's patch format: removes the debug line, with the lines around it as context. */
function removeDebugLinePatch(): string {
  return [
    "apply_patch <<'PATCH'",
    '*** Begin Patch',
    `*** Update File: ${CART_FILE}`,
    '@@ export function total(items: readonly Item[], taxRate: number): number {',
    '   const net = subtotal(items);',
    `-${DEBUG_LINE.trimEnd()}`,
    '   return Math.round(net * (1 + taxRate) * 100) / 100;',
    '*** End Patch',
    'PATCH',
  ].join('\n');
}

/** Codex's shell tool, for reading a file and for apply_patch alike. */
const codexTools: AgentTools = {
  readFile: (file) => ({
    type: 'tool_use',
    name: 'exec_command',
    input: { cmd: `cat ${shellQuote(file)}` },
  }),
  removeDebugLine: () => ({
    type: 'tool_use',
    name: 'exec_command',
    input: { cmd: removeDebugLinePatch() },
  }),
};

/** Runs the loop over `change` with Codex as author and reviewer; checks what both must show. */
async function loopWithCodex(change: CartChange) {
  const { repo, model } = await runCartLoop(codexRig, codexTools, change);

  // The change was apply_patch's doing (Codex intercepts it and applies the patch itself).
  const editResult = model.requests.get('summary 1')?.toolResultsSince[0]?.text;
  expect(editResult).toContain(`Success. Updated the following files:\nM ${CART_FILE}`);
  return { model, repo };
}

describe('A review loop between two real Codex CLI sessions (fake Responses API)', () => {
  it('requests changes, the author fixes the file with Codex’s apply_patch, then approves', async () => {
    const { model } = await loopWithCodex(cartChange());
    expectPromptsPasted(model);
  }, 120_000);

  it('sends long review prompts as files the reviewer reads with its shell tool', async () => {
    const { model, repo } = await loopWithCodex(cartChange(80));
    await expectReviewPromptsReadFromFiles(model, repo);
  }, 120_000);
});
