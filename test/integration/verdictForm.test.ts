/**
 * A reviewer that writes its verdict the way models do on a bad day
 * (`VERDICT: APPROVED`, the nonce left out), through `parley review` with the
 * real Claude Code CLI against the fake Messages API on 127.0.0.1. The
 * approval must not be read as changes requested: Parley asks once for the
 * verdict in form, keeps the comments, and approves in the same round.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createLimitsRepo, limitFindings } from '../support/reviewScripts/limitsChange';
import { markedAnswer, verdictFor } from '../support/reviewScripts/parleyRequest';
import type { MarkedRequest } from '../support/reviewScripts/reviewLoopModel';
import { ReviewLoopModel } from '../support/reviewScripts/reviewLoopModel';
import { cliEnv, lastJsonLine, runParley } from '../main/host/cli/reviewRun/cliProcess';
import { claudeTools } from './agentTools';
import { Cleanup, claudeRig, expectNothingOffScript, prepareAgent } from './agentRigs';

const [finding] = limitFindings('suggestion');

/** A review whose verdict lacks the nonce; asked again, the verdict alone, in form. */
function driftingReviewer(request: MarkedRequest): string {
  if (request.kind === 'reminder') {
    return markedAnswer(request.markers, verdictFor(request.markers, 'APPROVED'));
  }
  const block = [
    `FILE: ${finding!.file}`,
    `LINE: ${finding!.line}`,
    `SEVERITY: ${finding!.severity}`,
    `COMMENT: ${finding!.comment}`,
  ].join('\n');
  return markedAnswer(request.markers, `${block}\n\nVERDICT: APPROVED`);
}

describe('a verdict in the wrong form, from the real Claude Code', () => {
  it('is asked for once in form and approves in round 1, the comment kept, no author turn', async () => {
    const cleanup = new Cleanup();
    onTestFinished(() => cleanup.run());
    const { fake, repo, env } = await prepareAgent(claudeRig, createLimitsRepo, cleanup);
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-data-'));
    cleanup.add(() => fs.rm(dataDir, { recursive: true, force: true }));
    const model = new ReviewLoopModel({
      workspace: repo.dir,
      readFile: claudeTools.readFile,
      review: driftingReviewer,
      fix: () => {
        throw new Error('An approved review has no author turn.');
      },
    });
    model.installOn(fake);

    const result = await runParley(
      [
        ...['review', '--workspace', repo.dir, '--author', 'parley-agent'],
        ...['--reviewer', 'claude', '--json', '--data-dir', dataDir],
      ],
      cliEnv(env),
    );
    expect(result.code, `${result.stderr}\n${fake.describe()}`).toBe(0);
    const json = lastJsonLine(result.stdout) as {
      status: string;
      rounds: {
        verdict: string;
        verdictRestatement?: string;
        reviewComments: { comment: string }[];
      }[];
    };
    expect(json.status).toBe('approved');
    expect(json.rounds).toHaveLength(1);
    expect(json.rounds[0]).toMatchObject({ verdict: 'approved', verdictRestatement: 'restated' });
    expect(json.rounds[0]!.reviewComments.map((c) => c.comment)).toEqual([finding!.comment]);
    const reminders = fake.userTexts().filter((text) => /not its verdict/.test(text));
    expect(reminders).toHaveLength(1);
    expect(model.steps.filter((step) => step.startsWith('review '))).toEqual([
      'review 1',
      'review 1',
    ]);
    expectNothingOffScript(fake, claudeRig);
  }, 120_000);
});
