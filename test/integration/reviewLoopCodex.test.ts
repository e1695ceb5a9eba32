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
import fs from 'node:fs/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanAgentEnv, requireCodexCli } from '../support/agentClis';
import type { CodexHome } from '../support/codexHome';
import { createCodexHome } from '../support/codexHome';
import { FakeOpenAI } from '../support/fakeOpenAI';
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

/** The one host Codex 0.169 tries at startup whatever its config says (see above). */
const KNOWN_UNSWITCHABLE = 'raw.githubusercontent.com:443';

let fake: FakeOpenAI | undefined;
let repo: TempRepo | undefined;
let home: CodexHome | undefined;
let loop: LoopCore | undefined;

afterEach(async () => {
  await loop?.dispose();
  await fake?.close();
  await Promise.all([home?.dispose(), repo?.dispose()]);
  [fake, repo, home, loop] = [undefined, undefined, undefined, undefined];
});

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

/** Runs the loop over `change` with Codex as author and reviewer; checks what both must show. */
async function loopWithCodex(change: CartChange) {
  requireCodexCli();
  fake = await FakeOpenAI.start();
  repo = await createCartRepo(change);
  home = await createCodexHome({ apiUrl: fake.url, trusted: [repo.dir] });
  loop = await startLoopCore(repo.dir, { ...cleanAgentEnv(), ...home.env });
  const model = new ReviewLoopModel({
    workspace: repo.dir,
    readFile: (file) => ({
      type: 'tool_use',
      name: 'exec_command',
      input: { cmd: `cat ${shellQuote(file)}` },
    }),
    review: reviewDebugLine,
    fix: () => ({
      edit: { type: 'tool_use', name: 'exec_command', input: { cmd: removeDebugLinePatch() } },
      summary: FIX_SUMMARY,
    }),
  });
  const run = await runReviewLoop({
    loop,
    profileId: 'codex',
    workspace: repo.dir,
    fake,
    model,
    timeoutMs: 90_000,
  });
  await expectDebugLineFixedAndApproved({ run, model, change, repo, events: loop.events });

  // The change was apply_patch's doing (Codex intercepts it and applies the patch itself).
  const editResult = model.requests.get('summary 1')?.toolResultsSince[0]?.text;
  expect(editResult).toContain(`Success. Updated the following files:\nM ${CART_FILE}`);

  expect(fake.proxyAttempts.filter((host) => host !== KNOWN_UNSWITCHABLE)).toEqual([]);
  expect(fake.unmatched(), fake.describe()).toEqual([]);
  return { model, repo };
}

describe('A review loop between two real Codex CLI sessions (fake Responses API)', () => {
  it('requests changes, the author fixes the file with Codex’s apply_patch, then approves', async () => {
    const { model } = await loopWithCodex(cartChange());
    expect(model.steps).toEqual(['review 1', 'edit 1', 'summary 1', 'review 2']);
  }, 120_000);

  it('sends long review prompts as files the reviewer reads with its shell tool', async () => {
    const { model, repo } = await loopWithCodex(cartChange(80));
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
    expect(await fs.readdir(repo.file('.parley/prompts'))).toHaveLength(2);
  }, 120_000);
});
