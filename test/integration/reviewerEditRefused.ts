/**
 * The check every agent with a reviewer policy passes through `parley review
 * --author parley-agent --reviewer <profile>`: the real CLI approves in round
 * 1, and the edit it tries midway through its review is refused by the CLI
 * itself, back to the model, with no dialog: the file is unchanged.
 */
import { expect } from 'vitest';
import type { FakeModelServer } from '../support/fakeModel/server';
import { CART_FILE, cartChange } from '../support/reviewScripts/cartChange';
import { addedLineNumber, reviewAnswer } from '../support/reviewScripts/parleyRequest';
import type { MarkedRequest } from '../support/reviewScripts/reviewLoopModel';
import { createCartRepo } from '../support/reviewScripts/reviewLoopRun';
import { expectNoProcessLeftIn } from '../main/host/cli/reviewRun/cliProcess';
import type { AgentHome, AgentRig } from './agentRigs';
import type { AgentTools } from './cartLoop';
import { noAuthorTurn, runReviewCommand } from './reviewCommandRun';

export const SUGGESTION = 'Debug output: drop the console.log before release.';

/** A suggestion on the console.log line, and approval. */
export function approveWithSuggestion(request: MarkedRequest): string {
  const line = addedLineNumber(request.text, CART_FILE, /console\.log/);
  if (line === null) throw new Error(`No console.log in the diff of:\n${request.text}`);
  return reviewAnswer(
    request.markers,
    [{ file: CART_FILE, line, severity: 'suggestion', comment: SUGGESTION }],
    'APPROVED',
  );
}

/** `refusal`: how the CLI tells its model the edit was refused. */
export async function expectApprovalWithEditRefused<F extends FakeModelServer, H extends AgentHome>(
  rig: AgentRig<F, H>,
  tools: AgentTools,
  refusal: RegExp,
): Promise<void> {
  const change = cartChange();
  const { result, trace, json, model, repo } = await runReviewCommand({
    rig,
    makeRepo: () => createCartRepo(change),
    model: (repo) => ({
      readFile: tools.readFile,
      review: approveWithSuggestion,
      // Midway through its review the reviewer tries to fix the line itself.
      reviewToolMidway: () => tools.removeDebugLine(repo.file(CART_FILE)),
      fix: noAuthorTurn,
    }),
    args: ['--author', 'parley-agent', '--reviewer', rig.profileId, '--dialog-timeout', '20'],
  });
  expect(result.code, trace).toBe(0);
  expect(json.status).toBe('approved');
  expect(json.rounds.map((r) => r.verdict)).toEqual(['approved']);
  // Read whole from the CLI's own turn record: the part before the refused edit too.
  expect(json.rounds[0]!.reviewComments.map((c) => c.comment)).toEqual([SUGGESTION]);
  const [refused] = model.requests.get('review-rest 1')!.toolResultsSince;
  expect(refused?.text).toMatch(refusal);
  expect(await repo.read(CART_FILE)).toBe(change.changed);
  await expectNoProcessLeftIn(repo.dir);
}
