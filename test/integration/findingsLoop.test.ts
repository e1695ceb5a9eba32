/**
 * Findings followed across rounds through `parley review`, with the real
 * Claude Code CLI on both sides against the fake Messages API on 127.0.0.1,
 * playing the models users get: an author that disagrees with a finding and
 * says why, a reviewer that insists while nothing changes, a reviewer that
 * never answers by finding id. Each loop must end right, and early where it
 * should: approved when the reviewer accepts, stalled after round 2 when it
 * goes round in circles, never at the round limit.
 */
import { describe, expect, it } from 'vitest';
import type { AgentReview } from '../../shared/contract';
import { CART_FILE, DEBUG_COMMENT, cartChange } from '../support/reviewScripts/cartChange';
import {
  addedLineNumber,
  markedAnswer,
  reviewAnswer,
  verdictFor,
} from '../support/reviewScripts/parleyRequest';
import type { AuthorFix, MarkedRequest } from '../support/reviewScripts/reviewLoopModel';
import { createCartRepo } from '../support/reviewScripts/reviewLoopRun';
import { claudeTools } from './agentTools';
import { claudeRig } from './agentRigs';
import { runReviewCommand } from './reviewCommandRun';

const REASON = 'the total is the audit line the shop reconciles against';

/** Round 1: one warning on the debug line; later rounds answer as `later` says. */
function reviewer(later: (request: MarkedRequest) => string) {
  return (request: MarkedRequest): string => {
    if (request.round > 1) return later(request);
    const line = addedLineNumber(request.text, CART_FILE, /console\.log/);
    if (line === null) throw new Error(`No console.log in the diff of:\n${request.text}`);
    const finding = { file: CART_FILE, line, severity: 'warning' as const, comment: DEBUG_COMMENT };
    return reviewAnswer(request.markers, [finding], 'CHANGES_REQUESTED');
  };
}

/** The id Parley gave the finding, read off the request as a model reads it. */
function findingIdIn(request: MarkedRequest): string {
  const id = /FINDING: (F\d+)\b/.exec(request.text)?.[1];
  if (!id) throw new Error(`No finding id in the request:\n${request.text}`);
  return id;
}

/** An author that reads the file, changes nothing, and declines the finding with its reason. */
function decliningAuthor(repoFile: string) {
  return (request: MarkedRequest): AuthorFix => ({
    edit: claudeTools.readFile(repoFile),
    summary: `FINDING ${findingIdIn(request)}: DECLINED — ${REASON}.`,
  });
}

function runLoop(
  review: (request: MarkedRequest) => string,
  fix: (file: string) => (request: MarkedRequest) => AuthorFix,
) {
  return runReviewCommand({
    rig: claudeRig,
    makeRepo: () => createCartRepo(cartChange()),
    model: (repo) => ({ readFile: claudeTools.readFile, review, fix: fix(repo.file(CART_FILE)) }),
    args: [
      ...['--author', 'claude', '--reviewer', 'claude'],
      ...['--auto-iterate', '--max-rounds', '5'],
    ],
  });
}

const history = (review: AgentReview) =>
  review.findings!.map((f) => [f.id, f.state, f.history.map((e) => `${e.by.role} ${e.action}`)]);

describe('findings across rounds, with the real Claude Code on both sides', () => {
  it('approves when the author declines a finding with a reason the reviewer accepts', async () => {
    let seen = '';
    const { result, trace, json } = await runLoop(
      reviewer((request) => {
        seen = request.text;
        const id = findingIdIn(request);
        return markedAnswer(
          request.markers,
          `FINDING ${id}: WITHDRAWN — fair, ${REASON}.\n\n${verdictFor(request.markers, 'APPROVED')}`,
        );
      }),
      decliningAuthor,
    );
    expect(result.code, trace).toBe(0);
    expect(json.status).toBe('approved');
    expect(json.rounds).toHaveLength(2);
    // The reviewer was shown the author's answer on the finding, and that nothing changed.
    expect(seen).toContain(`AUTHOR: declined — ${REASON}.`);
    expect(seen).toContain('Nothing: the author changed no file.');
    expect(history(json)).toEqual([
      ['F1', 'withdrawn', ['reviewer raised', 'author declined', 'reviewer withdrawn']],
    ]);
    expect(json.findings![0]!.history[1]!.note).toBe(`${REASON}.`);
  }, 150_000);

  it('reads a withdrawal the reviewer writes inside a sentence of prose', async () => {
    const { result, trace, json } = await runLoop(
      reviewer((request) =>
        markedAnswer(
          request.markers,
          `Thanks for explaining, so ${findingIdIn(request)} is withdrawn: fair, it is the audit line.\n\n` +
            verdictFor(request.markers, 'APPROVED'),
        ),
      ),
      decliningAuthor,
    );
    expect(result.code, trace).toBe(0);
    expect(json.status).toBe('approved');
    // Not "verified: approved without naming it": the reviewer took the finding back.
    expect(history(json)).toEqual([
      ['F1', 'withdrawn', ['reviewer raised', 'author declined', 'reviewer withdrawn']],
    ]);
    expect(json.findings![0]!.history[2]!.note).toBe('fair, it is the audit line.');
  }, 150_000);

  it('stops as stalled after round 2 when the reviewer insists and the author changes nothing', async () => {
    const { result, trace, json } = await runLoop(
      reviewer((request) =>
        markedAnswer(
          request.markers,
          `FINDING ${findingIdIn(request)}: STILL_OPEN — line 15 still prints every total.\n\n` +
            verdictFor(request.markers, 'CHANGES_REQUESTED'),
        ),
      ),
      decliningAuthor,
    );
    // Not approved (exit 1), after two rounds of five: the loop did not burn the other three.
    expect(result.code, trace).toBe(1);
    expect(json.status).toBe('stalled');
    expect(json.rounds).toHaveLength(2);
    expect(json.statusReason).toBe(
      'The author changed nothing since round 1, and F1 is still open. The author declined F1; the reviewer keeps it open: in dispute.',
    );
    expect(result.stderr).toContain(
      'Stalled — needs you: The author changed nothing since round 1, and F1 is still open. The author declined F1; the reviewer keeps it open: in dispute. Open it in Parley',
    );
    expect(history(json)).toEqual([
      ['F1', 'reopened', ['reviewer raised', 'author declined', 'reviewer reopened']],
    ]);
  }, 150_000);

  it('approves a round whose findings are only suggestions under the default gate: no author turn', async () => {
    const { result, trace, json, model } = await runLoop(
      (request) => {
        const line = addedLineNumber(request.text, CART_FILE, /console\.log/);
        const nit = {
          file: CART_FILE,
          line: line!,
          severity: 'suggestion' as const,
          comment: DEBUG_COMMENT,
        };
        return reviewAnswer(request.markers, [nit], 'CHANGES_REQUESTED');
      },
      () => () => {
        throw new Error('Suggestions alone never cost an author turn.');
      },
    );
    expect(result.code, trace).toBe(0);
    expect(json.status).toBe('approved');
    expect(json.statusReason).toMatch(/no open finding at warning or above \(F1 can wait\)/);
    expect(json.rounds.map((r) => r.verdict)).toEqual(['changes-requested']);
    expect(model.steps.filter((step) => step.startsWith('review '))).toEqual(['review 1']);
  }, 150_000);

  it('keeps the rulings of an answer that forgot its verdict, and asks for the verdict alone', async () => {
    let reminder = '';
    const { result, trace, json } = await runLoop(
      reviewer((request) => {
        if (request.kind !== 'reminder') {
          const ruling = `FINDING ${findingIdIn(request)}: RESOLVED — the debug line is gone.`;
          return markedAnswer(request.markers, ruling);
        }
        reminder = request.text;
        return markedAnswer(request.markers, verdictFor(request.markers, 'APPROVED'));
      }),
      (file) => (request) => ({
        edit: claudeTools.removeDebugLine(file),
        summary: `FINDING ${findingIdIn(request)}: FIXED — removed the debug line.`,
      }),
    );
    expect(result.code, trace).toBe(0);
    expect(json.status).toBe('approved');
    expect(json.rounds.map((r) => [r.verdict, r.verdictRestatement])).toEqual([
      ['changes-requested', undefined],
      ['approved', 'restated'],
    ]);
    // The short reminder, for the verdict only: the rulings were read, not asked again.
    expect(reminder).toMatch(/Your comments and rulings are kept/);
    expect(history(json)).toEqual([
      ['F1', 'verified', ['reviewer raised', 'author fixed', 'reviewer verified']],
    ]);
  }, 150_000);

  it('reads a reviewer that never answers by finding id, and approves in round 2', async () => {
    const { result, trace, json } = await runLoop(
      reviewer((request) =>
        markedAnswer(
          request.markers,
          `Looks good now.\n\n${verdictFor(request.markers, 'APPROVED')}`,
        ),
      ),
      (file) => () => ({
        edit: claudeTools.removeDebugLine(file),
        summary: 'Removed the debug line.',
      }),
    );
    expect(result.code, trace).toBe(0);
    expect(json.status).toBe('approved');
    expect(json.rounds.map((r) => r.verdict)).toEqual(['changes-requested', 'approved']);
    expect(json.rounds[0]!.reviewComments[0]!.findingId, JSON.stringify(json)).toBe('F1');
    // The author answered in prose, not by id: the finding waited for the reviewer, which approved.
    expect(history(json)).toEqual([['F1', 'verified', ['reviewer raised', 'reviewer verified']]]);
  }, 150_000);
});
