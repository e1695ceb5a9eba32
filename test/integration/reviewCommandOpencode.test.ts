/**
 * `parley review --author parley-agent --reviewer opencode`: the real opencode
 * TUI as an unattended reviewer through its profile, against the fake Chat
 * Completions API on 127.0.0.1. It approves, and the edit it tries midway
 * through its review is refused by opencode itself (the reviewer is offered
 * no edit tool), back to the model, with no dialog: the file is unchanged.
 * Run as any command (`cmd:opencode`, no profile, no turn signal), it is
 * ready only once it has drawn its input, and its answer file ends its turn.
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
import { Cleanup, expectNothingOffScript, opencodeRig, prepareAgent } from './agentRigs';
import { opencodeTools, opencodeWriteFile } from './agentTools';

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

describe('parley review with opencode as the reviewer', () => {
  it('approves through its profile, the edit it attempts refused and the file unchanged', async () => {
    const cleanup = new Cleanup();
    onTestFinished(() => cleanup.run());
    const change = cartChange();
    const { fake, repo, env } = await prepareAgent(
      opencodeRig,
      () => createCartRepo(change),
      cleanup,
    );
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-data-'));
    cleanup.add(() => fs.rm(dataDir, { recursive: true, force: true }));
    const model = new ReviewLoopModel({
      workspace: repo.dir,
      readFile: opencodeTools.readFile,
      review: approveWithSuggestion,
      // Midway through its review the reviewer tries to fix the line itself.
      reviewToolMidway: () => opencodeTools.removeDebugLine(repo.file(CART_FILE)),
      fix: () => {
        throw new Error('An approved review has no author turn.');
      },
    });
    model.installOn(fake);

    const result = await runParley(
      [
        ...['review', '--workspace', repo.dir, '--author', 'parley-agent'],
        ...['--reviewer', 'opencode', '--json', '--data-dir', dataDir, '--dialog-timeout', '20'],
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
    // Read whole from opencode's session.idle: the part before the refused edit too.
    expect(json.rounds[0]!.reviewComments.map((c) => c.comment)).toEqual([SUGGESTION]);
    const [refused] = model.requests.get('review-rest 1')!.toolResultsSince;
    expect(refused?.text).toMatch(/unavailable tool/);
    expect(await repo.read(CART_FILE)).toBe(change.changed);
    expectNothingOffScript(fake, opencodeRig);
    await expectNoProcessLeftIn(repo.dir);
  }, 150_000);

  it('approves as a plain command (cmd:opencode): its answer file ends the turn', async () => {
    const cleanup = new Cleanup();
    onTestFinished(() => cleanup.run());
    const { fake, repo, env } = await prepareAgent(
      opencodeRig,
      () => createCartRepo(cartChange()),
      cleanup,
    );
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-data-'));
    cleanup.add(() => fs.rm(dataDir, { recursive: true, force: true }));
    const model = new ReviewLoopModel({
      workspace: repo.dir,
      readFile: opencodeTools.readFile,
      writeFile: opencodeWriteFile,
      review: approveWithSuggestion,
      fix: () => {
        throw new Error('An approved review has no author turn.');
      },
    });
    model.installOn(fake);

    const result = await runParley(
      [
        ...['review', '--workspace', repo.dir, '--author', 'parley-agent'],
        ...['--reviewer', 'cmd:opencode', '--json', '--data-dir', dataDir],
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
    expect(json.rounds[0]!.reviewComments.map((c) => c.comment)).toEqual([SUGGESTION]);
    // The answer went to the file the prompt named, once: no reminder was needed.
    expect(model.steps.filter((step) => step.startsWith('write-answer'))).toEqual([
      'write-answer 1',
    ]);
    await expectNoProcessLeftIn(repo.dir);
  }, 150_000);
});
