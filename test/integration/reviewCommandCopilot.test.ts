/**
 * `parley review --author parley-agent --reviewer copilot`: the real GitHub Copilot CLI
 * TUI as an unattended reviewer through its profile, against the fake Chat
 * Completions API on 127.0.0.1 (BYOK, offline, no GitHub login). It approves,
 * and the edit it tries midway through its review is refused by Copilot
 * itself (its `write` deny rule), back to the model, with no dialog: the file
 * is unchanged.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { CART_FILE, cartChange } from '../support/reviewScripts/cartChange';
import { addedLineNumber, reviewAnswer } from '../support/reviewScripts/parleyRequest';
import type { MarkedRequest } from '../support/reviewScripts/reviewLoopModel';
import { ReviewLoopModel } from '../support/reviewScripts/reviewLoopModel';
import { createCartRepo } from '../support/reviewScripts/reviewLoopRun';
import {
  cliEnv,
  expectNoProcessLeftIn,
  lastJsonLine,
  runParley,
} from '../main/host/cli/reviewRun/cliProcess';
import { Cleanup, expectNothingOffScript, copilotRig, prepareAgent } from './agentRigs';
import { copilotTools } from './agentTools';

const SUGGESTION = 'Debug output: drop the console.log before release.';

/** A suggestion on the console.log line, and approval. */
function approveWithSuggestion(request: MarkedRequest): string {
  const line = addedLineNumber(request.text, CART_FILE, /console\.log/);
  if (line === null) throw new Error(`No console.log in the diff of:\n${request.text}`);
  return reviewAnswer(
    request.markers,
    [{ file: CART_FILE, line, severity: 'suggestion', comment: SUGGESTION }],
    'APPROVED',
  );
}

describe('parley review with GitHub Copilot CLI as the reviewer', () => {
  it('approves through its profile, the edit it attempts refused and the file unchanged', async () => {
    const cleanup = new Cleanup();
    onTestFinished(() => cleanup.run());
    const change = cartChange();
    const { fake, repo, env } = await prepareAgent(
      copilotRig,
      () => createCartRepo(change),
      cleanup,
    );
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-data-'));
    cleanup.add(() => fs.rm(dataDir, { recursive: true, force: true }));
    const model = new ReviewLoopModel({
      workspace: repo.dir,
      readFile: copilotTools.readFile,
      review: approveWithSuggestion,
      // Midway through its review the reviewer tries to fix the line itself.
      reviewToolMidway: () => copilotTools.removeDebugLine(repo.file(CART_FILE)),
      fix: () => {
        throw new Error('An approved review has no author turn.');
      },
    });
    model.installOn(fake);

    const result = await runParley(
      [
        ...['review', '--workspace', repo.dir, '--author', 'parley-agent'],
        ...['--reviewer', 'copilot', '--json', '--data-dir', dataDir, '--dialog-timeout', '20'],
      ],
      cliEnv(env),
    );
    const trace = `${result.stderr}\n${model.steps.join(', ')}\n${fake.describe()}`;
    expect(result.code, trace).toBe(0);
    const json = lastJsonLine(result.stdout) as {
      status: string;
      rounds: { verdict: string; reviewComments: { comment: string }[] }[];
    };
    expect(json.status).toBe('approved');
    expect(json.rounds.map((r) => r.verdict)).toEqual(['approved']);
    // Read whole from Copilot's record at its agentStop: the part before the refused edit too.
    expect(json.rounds[0]!.reviewComments.map((c) => c.comment)).toEqual([SUGGESTION]);
    const [refused] = model.requests.get('review-rest 1')!.toolResultsSince;
    expect(refused?.text).toMatch(/denied due to the following rules: `write`/);
    expect(await repo.read(CART_FILE)).toBe(change.changed);
    expectNothingOffScript(fake, copilotRig);
    await expectNoProcessLeftIn(repo.dir);
  }, 150_000);
});
