/**
 * The whole review loop with the real Gemini CLI on both sides, against one
 * fake Gemini API on 127.0.0.1: the reviewer's first answer asks for a
 * change, the author makes it with Gemini's own replace tool, and the
 * reviewer approves the second round; both unattended under their roles'
 * policies (Gemini's policy engine), so nobody is asked anything.
 */
import { describe, expect, it } from 'vitest';
import type { CartChange } from '../support/reviewScripts/cartChange';
import { CART_FILE, DEBUG_LINE, cartChange } from '../support/reviewScripts/cartChange';
import { geminiRig } from './agentRigs';
import type { AgentTools } from './cartLoop';
import { expectPromptsPasted, runCartLoop } from './cartLoop';

const geminiTools: AgentTools = {
  readFile: (file_path) => ({ type: 'tool_use', name: 'read_file', input: { file_path } }),
  removeDebugLine: (file_path) => ({
    type: 'tool_use',
    name: 'replace',
    input: {
      file_path,
      old_string: DEBUG_LINE,
      new_string: '',
      instruction: 'Remove the leftover console.log.',
    },
  }),
};

/** Runs the loop over `change` with Gemini CLI as author and reviewer; checks what both must show. */
async function loopWithGemini(change: CartChange) {
  const { repo, model } = await runCartLoop(geminiRig, geminiTools, change);
  // The change was Gemini's replace tool's doing, in its own words.
  const editResult = model.requests.get('summary 1')?.toolResultsSince[0]?.text;
  expect(editResult).toContain(`Successfully modified file: ${repo.file(CART_FILE)}`);
  return { model, repo };
}

describe('A review loop between two real Gemini CLI sessions (fake Gemini API)', () => {
  it('requests changes, the author fixes the file with Gemini’s replace tool, then approves', async () => {
    const { model } = await loopWithGemini(cartChange());
    expectPromptsPasted(model);
  }, 120_000);
});
