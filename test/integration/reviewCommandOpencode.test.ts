/**
 * `parley review --author parley-agent --reviewer opencode`: the real opencode
 * TUI as an unattended reviewer through its profile, against the fake Chat
 * Completions API on 127.0.0.1. It approves, and the edit it tries midway
 * through its review is refused by opencode itself (the reviewer is offered
 * no edit tool), back to the model, with no dialog: the file is unchanged.
 * Run as any command (`cmd:opencode`, no profile, no turn signal), it is
 * ready only once it has drawn its input, and its answer file ends its turn.
 */
import { describe, expect, it } from 'vitest';
import { cartChange } from '../support/reviewScripts/cartChange';
import { createCartRepo } from '../support/reviewScripts/reviewLoopRun';
import { expectNoProcessLeftIn } from '../main/host/cli/reviewRun/cliProcess';
import { opencodeRig } from './agentRigs';
import { opencodeTools, opencodeWriteFile } from './agentTools';
import { noAuthorTurn, runReviewCommand } from './reviewCommandRun';
import {
  SUGGESTION,
  approveWithSuggestion,
  expectApprovalWithEditRefused,
} from './reviewerEditRefused';

describe('parley review with opencode as the reviewer', () => {
  it('approves through its profile, the edit it attempts refused and the file unchanged', async () => {
    await expectApprovalWithEditRefused(opencodeRig, opencodeTools, /unavailable tool/);
  }, 150_000);

  it('approves as a plain command (cmd:opencode): its answer file ends the turn', async () => {
    const { result, trace, json, model, repo } = await runReviewCommand({
      rig: opencodeRig,
      makeRepo: () => createCartRepo(cartChange()),
      model: () => ({
        readFile: opencodeTools.readFile,
        writeFile: opencodeWriteFile,
        review: approveWithSuggestion,
        fix: noAuthorTurn,
      }),
      args: ['--author', 'parley-agent', '--reviewer', 'cmd:opencode'],
    });
    expect(result.code, trace).toBe(0);
    expect(json.status).toBe('approved');
    expect(json.rounds[0]!.reviewComments.map((c) => c.comment)).toEqual([SUGGESTION]);
    // The answer went to the file the prompt named, once: no reminder was needed.
    expect(model.steps.filter((step) => step.startsWith('write-answer'))).toEqual([
      'write-answer 1',
    ]);
    await expectNoProcessLeftIn(repo.dir);
  }, 150_000);
});
