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

// A warning: beside only suggestions, the default gate approves without asking (last test).
const [finding] = limitFindings('warning');
const [nit] = limitFindings('suggestion');

/** A review whose verdict lacks the nonce; asked again, the verdict alone, in form. */
function driftingReviewer(request: MarkedRequest, comment = finding!): string {
  if (request.kind === 'reminder') {
    return markedAnswer(request.markers, verdictFor(request.markers, 'APPROVED'));
  }
  const block = [
    `FILE: ${comment.file}`,
    `LINE: ${comment.line}`,
    `SEVERITY: ${comment.severity}`,
    `COMMENT: ${comment.comment}`,
  ].join('\n');
  return markedAnswer(request.markers, `${block}\n\nVERDICT: APPROVED`);
}

async function runDrifting(review: (request: MarkedRequest) => string) {
  const cleanup = new Cleanup();
  onTestFinished(() => cleanup.run());
  const { fake, repo, env } = await prepareAgent(claudeRig, createLimitsRepo, cleanup);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-data-'));
  cleanup.add(() => fs.rm(dataDir, { recursive: true, force: true }));
  const model = new ReviewLoopModel({
    workspace: repo.dir,
    readFile: claudeTools.readFile,
    review,
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
  expectNothingOffScript(fake, claudeRig);
  const json = lastJsonLine(result.stdout) as {
    status: string;
    statusReason?: string;
    rounds: {
      verdict: string;
      verdictRestatement?: string;
      reviewComments: { comment: string }[];
    }[];
  };
  const reminders = fake.userTexts().filter((text) => /not its verdict/.test(text));
  const reviews = model.steps.filter((step) => step.startsWith('review '));
  return { json, reminders, reviews };
}

describe('a verdict in the wrong form, from the real Claude Code', () => {
  it('is asked for once in form and approves in round 1, the comment kept, no author turn', async () => {
    const { json, reminders, reviews } = await runDrifting((request) => driftingReviewer(request));
    expect(json.status).toBe('approved');
    expect(json.rounds).toHaveLength(1);
    expect(json.rounds[0]).toMatchObject({ verdict: 'approved', verdictRestatement: 'restated' });
    expect(json.rounds[0]!.reviewComments.map((c) => c.comment)).toEqual([finding!.comment]);
    expect(reminders).toHaveLength(1);
    expect(reviews).toEqual(['review 1', 'review 1']);
  }, 120_000);

  it('approves a suggestion-only round under the default gate, without asking again', async () => {
    const { json, reminders, reviews } = await runDrifting((request) =>
      driftingReviewer(request, nit!),
    );
    expect(json.status).toBe('approved');
    expect(json.statusReason).toMatch(/no open finding at warning or above \(F1 can wait\)/);
    expect(json.rounds).toHaveLength(1);
    expect(reminders).toHaveLength(0);
    expect(reviews).toEqual(['review 1']);
  }, 120_000);
});
