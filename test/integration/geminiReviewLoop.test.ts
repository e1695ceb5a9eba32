/**
 * The whole review loop with the real Gemini CLI on both sides, against one
 * fake Gemini API on 127.0.0.1: the reviewer's first answer asks for a
 * change, the author makes it with Gemini's own replace tool, and the
 * reviewer approves the second round; both unattended under their roles'
 * policies (Gemini's policy engine), so nobody is asked anything. Also with
 * review prompts too long for other agents' pastes, which Gemini gets pasted
 * whole (it cannot read Parley's prompt files), and with a reviewer that
 * splits its review around a shell call.
 */
import fs from 'node:fs/promises';
import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { PASTE_LIMIT_BYTES, PROMPTS_FOLDER } from '../../main/core/review/prompt/delivery';
import type { TempRepo } from '../support/gitRepo';
import type { CartChange } from '../support/reviewScripts/cartChange';
import { CART_FILE, cartChange, reviewDebugLine } from '../support/reviewScripts/cartChange';
import { markedAnswer, verdictFor } from '../support/reviewScripts/parleyRequest';
import type {
  MarkedRequest,
  ReviewLoopModel,
  ReviewLoopModelOptions,
} from '../support/reviewScripts/reviewLoopModel';
import { geminiRig } from './agentRigs';
import { geminiTools } from './agentTools';
import { expectPromptsPasted, runCartLoop } from './cartLoop';

/** Runs the loop over `change` with Gemini CLI as author and reviewer; checks what both must show. */
async function loopWithGemini(
  change: CartChange,
  reviewer: Partial<Pick<ReviewLoopModelOptions, 'review' | 'reviewToolMidway'>> = {},
) {
  const { fake, repo, model } = await runCartLoop(geminiRig, geminiTools, change, reviewer);
  // The change was Gemini's replace tool's doing, in its own words.
  const editResult = model.requests.get('summary 1')?.toolResultsSince[0]?.text;
  expect(editResult).toContain(`Successfully modified file: ${repo.file(CART_FILE)}`);
  return { fake, model, repo };
}

/**
 * Each review prompt was longer than other agents get pasted, and reached the
 * model whole in the pasted message itself: no prompt file, no file read.
 */
async function expectLongPromptsPastedWhole(model: ReviewLoopModel, repo: TempRepo) {
  expectPromptsPasted(model);
  for (const step of ['review 1', 'review 2']) {
    const request = model.requests.get(step);
    expect(request?.readFromFile).toBe(false);
    expect(Buffer.byteLength(request?.text ?? '')).toBeGreaterThan(PASTE_LIMIT_BYTES);
  }
  await expect(fs.access(repo.file(PROMPTS_FOLDER))).rejects.toThrow();
}

/** reviewDebugLine with a note before round 2's approval: each answer has a blank line to split at. */
function reviewWithNote(request: MarkedRequest): string {
  if (request.round === 1) return reviewDebugLine(request);
  return markedAnswer(
    request.markers,
    `The debug line is gone.\n\n${verdictFor(request.markers, 'APPROVED')}`,
  );
}

describe('A review loop between two real Gemini CLI sessions (fake Gemini API)', () => {
  it('requests changes, the author fixes the file with Gemini’s replace tool, then approves', async () => {
    const { model } = await loopWithGemini(cartChange());
    expectPromptsPasted(model);
  }, 120_000);

  it('pastes long review prompts whole, since Gemini cannot read Parley’s prompt files, and approves', async () => {
    const { model, repo } = await loopWithGemini(cartChange(80));
    await expectLongPromptsPastedWhole(model, repo);
  }, 120_000);

  it('reads a review split around the reviewer’s shell call whole: the comment, approval in round 2, no format reminder', async () => {
    const { fake, model } = await loopWithGemini(cartChange(), {
      review: reviewWithNote,
      // The reviewer looks at the change's size halfway through its answer (its policy allows git diff).
      reviewToolMidway: () => ({
        type: 'tool_use',
        name: 'run_shell_command',
        input: { command: 'git diff --stat', description: 'Size of the change' },
      }),
    });
    expect(model.steps).toEqual([
      'review 1',
      'review-rest 1',
      'edit 1',
      'summary 1',
      'review 2',
      'review-rest 2',
    ]);
    // The call really ran: git's own stat of the change came back to the model.
    expect(model.requests.get('review-rest 1')?.toolResultsSince).toEqual([
      {
        kind: 'tool-result',
        isError: false,
        text: expect.stringMatching(/src\/cart\.ts \| +\d+ \+/),
      },
    ]);
    // Both halves were read as one answer the first time (loopWithGemini checked the comment,
    // the verdicts and the whole raw answers): Parley never asked again for the format.
    expect(fake.userTexts().some((text) => /could not read a review/.test(text))).toBe(false);
  }, 120_000);
});
