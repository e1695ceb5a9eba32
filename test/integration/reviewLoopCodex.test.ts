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
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { priceFor, priceTokens } from '../../main/core/review/cost/priceTable';
import type { RecordedRequest } from '../support/fakeModel/server';
import type { FakeOpenAI } from '../support/fakeOpenAI';
import { responsesUsage } from '../support/fakeOpenAI';
import type { TempRepo } from '../support/gitRepo';
import type { CartChange } from '../support/reviewScripts/cartChange';
import {
  CART_FILE,
  FIX_SUMMARY,
  cartChange,
  reviewDebugLine,
} from '../support/reviewScripts/cartChange';
import { markedAnswer, verdictFor } from '../support/reviewScripts/parleyRequest';
import type { MarkedRequest } from '../support/reviewScripts/reviewLoopModel';
import { ReviewLoopModel } from '../support/reviewScripts/reviewLoopModel';
import {
  createCartRepo,
  runReviewLoop,
  startLoopCore,
} from '../support/reviewScripts/reviewLoopRun';
import { Cleanup, codexRig, expectNothingOffScript, prepareAgent } from './agentRigs';
import { shellQuote } from '../../main/core/text/shellQuote';
import { codexShell, codexTools } from './agentTools';
import { expectFirstReviewPasted, expectReviewPromptsReadFromFiles, runCartLoop } from './cartLoop';

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
    expectFirstReviewPasted(model);
  }, 120_000);

  it('sends long review prompts as files the reviewer reads with its shell tool', async () => {
    const { model, repo } = await loopWithCodex(cartChange(80));
    await expectReviewPromptsReadFromFiles(model, repo);
  }, 120_000);

  it('runs unattended: a review split by a tool call read whole, an author that runs the allowed check and is refused the rest, costs from the rollouts', async () => {
    const cleanup = new Cleanup();
    onTestFinished(() => cleanup.run());
    const { fake, repo, env } = await prepareAgent(codexRig, cartRepoWithTests, cleanup);
    const loop = await startLoopCore(repo.dir, env);
    cleanup.add(() => loop.dispose());
    // Outside the workspace and its temp folders: the author's sandbox cannot write there.
    const outside = path.join(os.homedir(), `parley-unallowed-${randomBytes(6).toString('hex')}`);
    cleanup.add(() => fs.rm(outside, { force: true }));
    const model = new ReviewLoopModel({
      workspace: repo.dir,
      readFile: codexTools.readFile,
      review: reviewWithNote,
      // The reviewer reads the file halfway through its answer.
      reviewToolMidway: () => codexTools.readFile(repo.file(CART_FILE)),
      fix: () => ({
        edit: codexTools.removeDebugLine(repo.file(CART_FILE)),
        checks: [
          codexShell('npm test'),
          // Not on the list: the sandbox refuses it, and so does the policy when asked.
          codexShell(`touch ${shellQuote(outside)}`),
          codexShell(`touch ${shellQuote(outside)}`, {
            sandbox_permissions: 'require_escalated',
            justification: 'Create a file outside the workspace?',
          }),
        ],
        summary: FIX_SUMMARY,
      }),
    });
    const run = await runReviewLoop({
      loop,
      profileId: codexRig.profileId,
      workspace: repo.dir,
      fake,
      model,
      timeoutMs: 120_000,
    });
    const { review } = run;
    expect(review.status, run.trace()).toBe('approved');

    // The review came in two messages around a tool call and was read whole the first
    // time: the comment, the verdict, and no format reminder in between.
    expect(model.steps).toEqual([
      // The review prompts (the diff, package.json and the cart file, the rules) go as files.
      'read-prompt',
      'review 1',
      'review-rest 1',
      'edit 1',
      'check 1 of 1',
      'check 2 of 1',
      'check 3 of 1',
      'summary 1',
      'read-prompt',
      'review 2',
      'review-rest 2',
    ]);
    expect(review.rounds.map((r) => r.verdict)).toEqual(['changes-requested', 'approved']);
    expect(review.rounds[0]!.reviewComments.map((c) => c.line)).toEqual([cartChange().debugLine]);
    expect(review.rounds[0]!.rawAnswer).toBe(model.texts.get('review 1'));
    expect(fake.userTexts().some((text) => /could not read a review/i.test(text))).toBe(false);

    // The allowed check ran; both attempts outside the list were refused back to the
    // model, nobody was asked, and the file was never made.
    const [edited, tested, written, escalated] = model.requests.get('summary 1')!.toolResultsSince;
    expect(edited!.text).toContain(`Success. Updated the following files:\nM ${CART_FILE}`);
    expect(tested!.text).toMatch(/Process exited with code 0[\s\S]*cart tests: 3 passed/);
    expect(written!.text).toMatch(
      /exited with code [1-9][\s\S]*(Read-only file system|Permission denied)/,
    );
    expect(escalated!.text).toMatch(/approval policy is Never; reject command/);
    await expect(fs.access(outside)).rejects.toThrow();
    expect(await repo.read(CART_FILE)).toBe(cartChange().fixed);
    const statuses = loop.events.flatMap((e) =>
      e.name === 'session:did-change' ? [e.payload.status] : [],
    );
    expect(statuses).not.toContain('dialog');

    // Each round's costs are what Codex recorded in its rollouts: exactly the usage the
    // fake reported for that turn, at the price table's rates, not an estimate.
    const [review1, fix1, review2] = turnCosts(fake);
    expect(review.rounds.map((r) => r.cost.estimated)).toEqual([false, false]);
    expect(review.rounds[0]!.cost.reviewer).toBeCloseTo(review1!, 12);
    expect(review.rounds[0]!.cost.author).toBeCloseTo(fix1!, 12);
    expect(review.rounds[1]!.cost.reviewer).toBeCloseTo(review2!, 12);
    expect(review.totalCost).toBeCloseTo(review1! + fix1! + review2!, 12);
    expectNothingOffScript(fake, codexRig);
  }, 180_000);
});

/** As reviewDebugLine, with a note before the approval, so every answer can be split. */
function reviewWithNote(request: MarkedRequest): string {
  if (request.round === 1) return reviewDebugLine(request);
  return markedAnswer(
    request.markers,
    `The debug line is gone.\n\n${verdictFor(request.markers, 'APPROVED')}`,
  );
}

async function cartRepoWithTests(): Promise<TempRepo> {
  const repo = await createCartRepo(cartChange());
  const scripts = { test: `node -e "console.log('cart tests: 3 passed')"` };
  await fs.writeFile(repo.file('package.json'), JSON.stringify({ scripts }, null, 2));
  return repo;
}

/**
 * What the fake reported for each turn of the main conversations, in order,
 * priced with Parley's table: Codex names the turn of every request it sends.
 */
function turnCosts(fake: FakeOpenAI): number[] {
  const byTurn = new Map<string, number>();
  for (const record of fake.requests) {
    if (record.kind !== 'conversation' || !record.request || !record.reply) continue;
    const usage = responsesUsage(record.request, record.reply);
    const cached = usage.input_tokens_details.cached_tokens;
    const cost = priceTokens(priceFor(record.request.model), {
      input: usage.input_tokens - cached,
      cached,
      output: usage.output_tokens,
    });
    const turn = turnIdOf(record);
    byTurn.set(turn, (byTurn.get(turn) ?? 0) + cost);
  }
  return [...byTurn.values()];
}

function turnIdOf(record: RecordedRequest): string {
  const metadata = JSON.parse(String(record.headers['x-codex-turn-metadata'])) as {
    turn_id: string;
  };
  return metadata.turn_id;
}
