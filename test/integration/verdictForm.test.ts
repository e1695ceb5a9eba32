/**
 * A reviewer that writes its verdict the way models do on a bad day
 * (`VERDICT: APPROVED`, the nonce left out), through `parley review` with the
 * real Claude Code CLI against the fake Messages API on 127.0.0.1. The
 * approval must not be read as changes requested: Parley asks once for the
 * verdict in form, keeps the comments, and approves in the same round.
 */
import { describe, expect, it } from 'vitest';
import { createLimitsRepo, limitFindings } from '../support/reviewScripts/limitsChange';
import { markedAnswer, verdictFor } from '../support/reviewScripts/parleyRequest';
import type { MarkedRequest } from '../support/reviewScripts/reviewLoopModel';
import { claudeTools } from './agentTools';
import { claudeRig } from './agentRigs';
import { noAuthorTurn, runReviewCommand } from './reviewCommandRun';

const [finding] = limitFindings('warning');

/** A review whose verdict lacks the nonce; asked again, the verdict alone, in form. */
function driftingReviewer(request: MarkedRequest): string {
  const comment = finding!;
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
  const { result, trace, json, model, fake } = await runReviewCommand({
    rig: claudeRig,
    makeRepo: createLimitsRepo,
    model: () => ({ readFile: claudeTools.readFile, review, fix: noAuthorTurn }),
    args: ['--author', 'parley-agent', '--reviewer', 'claude'],
  });
  expect(result.code, trace).toBe(0);
  const reminders = fake
    .userTexts()
    .filter((text) => /but no verdict line with this round/.test(text));
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
});
