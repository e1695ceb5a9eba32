/**
 * Answers taller than the screen, from a program Parley has no hook for
 * (issue 7 part 3). The real Claude Code CLI runs through the custom profile,
 * as `parley review --reviewer 'cmd:claude …'` runs it, so Parley reads its
 * screen: an 80x24 Ink UI that redraws in place. The fake model answers a
 * review of about 200 lines (40 FILE/LINE/SEVERITY/COMMENT blocks, then the
 * verdict). Printed only, the top of that answer never leaves Claude Code
 * (it draws only what fits its rows), so no screen or scrollback holds it and
 * the review would end in error; written to the answer file the prompt names
 * (with Claude Code's own Write tool) and printed too, every comment arrives.
 */
import fs from 'node:fs/promises';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { AgentReview } from '../../shared/contract';
import { readAnswerFromSources } from '../../main/core/review/parse/answerSources';
import { markersFor } from '../../main/core/review/protocol/textProtocol';
import { textReply } from '../support/fakeModel/reply';
import { waitFor } from '../support/poll';
import { reviewAnswer, verdictFor } from '../support/reviewScripts/parleyRequest';
import { createLimitsRepo, limitFindings } from '../support/reviewScripts/limitsChange';
import { ReviewLoopModel } from '../support/reviewScripts/reviewLoopModel';
import { startLoopCore } from '../support/reviewScripts/reviewLoopRun';
import { claudeTools, claudeWriteFile } from './agentTools';
import { Cleanup, claudeRig, expectNothingOffScript, prepareAgent } from './agentRigs';

/** Claude Code, run as the user's own command line: no hook, edits allowed without a dialog. */
const CLAUDE_COMMAND = 'claude --permission-mode acceptEdits';
const SCREEN = { cols: 80, rows: 24 };

/** One finding on each of the 40 lines the change adds: with the verdict, ~200 lines of answer. */
const findings = limitFindings('warning');

/** The fake API, a repo with the 40-line change, Claude Code's home, and a core; all undone after. */
async function prepare() {
  const cleanup = new Cleanup();
  onTestFinished(() => cleanup.run());
  const prepared = await prepareAgent(claudeRig, createLimitsRepo, cleanup);
  const loop = await startLoopCore(prepared.repo.dir, prepared.env);
  cleanup.add(() => loop.dispose());
  const startClaudeByCommand = (name: string) =>
    loop.core.sessions.create({
      profileId: 'custom',
      command: CLAUDE_COMMAND,
      name,
      cwd: prepared.repo.dir,
      ...SCREEN,
    });
  return { ...prepared, loop, startClaudeByCommand };
}

describe('A long answer from Claude Code run as a plain command (no hook, read off an 80x24 screen)', () => {
  it('is lost when only printed: the screen keeps its end, never its begin marker', async () => {
    const { fake, startClaudeByCommand } = await prepare();
    const markers = markersFor('0123456789abcdef');
    const answer = reviewAnswer(markers, findings, 'CHANGES_REQUESTED');
    expect(answer.split('\n').length).toBeGreaterThanOrEqual(200);
    fake.reply('PARLEY-LONG-ANSWER', textReply(answer, 1000));

    const reviewer = startClaudeByCommand('printer');
    await reviewer.waitForStatus(['ready'], 30_000);
    const output: string[] = [];
    const stopRecording = reviewer.onDidOutput(({ data }) => output.push(data));
    await reviewer.submitPrompt('Print the long review. PARLEY-LONG-ANSWER');
    const turn = await reviewer.waitForTurnEnd({ timeoutMs: 60_000 });
    stopRecording();
    const screen = await reviewer.readText();

    // The answer was drawn: its last comment, the verdict and the end marker are there…
    expect(screen).toContain(findings.at(-1)!.comment);
    expect(screen).toContain(verdictFor(markers, 'CHANGES_REQUESTED'));
    expect(screen).toContain('PARLEY:END:0123456789abcdef');
    // …but its top never was, not even in the scrollback: no answer can be read.
    expect(screen).not.toContain('PARLEY:BEGIN:0123456789abcdef');
    expect(screen).not.toContain(findings[0]!.comment);
    const read = readAnswerFromSources({ turn, file: null, screen }, markers);
    expect(read.answer.malformed).toBe(true);
    // Claude Code never even wrote the top to its terminal (it draws only what fits its
    // rows), so a taller screen model fed the same bytes would not see it either.
    const bytes = output.join('');
    expect(bytes).toContain('PARLEY:END:0123456789abcdef');
    expect(bytes).not.toContain('PARLEY:BEGIN:0123456789abcdef');
    expect(bytes).not.toContain(findings[0]!.comment);
    expect(fake.unmatched(), fake.describe()).toEqual([]);
  }, 90_000);

  it('arrives whole through the answer file: every comment is parsed and the review ends without error', async () => {
    const { fake, repo, loop, startClaudeByCommand } = await prepare();
    const model = new ReviewLoopModel({
      workspace: repo.dir,
      readFile: claudeTools.readFile,
      writeFile: claudeWriteFile,
      review: (request) => reviewAnswer(request.markers, findings, 'CHANGES_REQUESTED'),
      fix: () => {
        throw new Error('No author turn: the review does not iterate.');
      },
    });
    model.installOn(fake);
    const author = loop.core.sessions.create({
      profileId: 'shell',
      name: 'author',
      cwd: repo.dir,
      ...SCREEN,
    });
    const reviewer = startClaudeByCommand('reviewer');
    const { id } = await loop.core.handlers['review:start'](
      {
        authorSessionId: author.id,
        reviewerSessionId: reviewer.id,
        diffSource: { kind: 'working-tree' },
        autoIterate: false,
        costCeiling: null,
        effort: 'medium',
      },
      { clientId: 'long-answer-test' },
    );
    const stopped: readonly AgentReview['status'][] = ['changes-requested', 'error', 'paused'];
    const review = await waitFor(
      () => stopped.includes(loop.core.reviews.get(id).status) && loop.core.reviews.get(id),
      {
        timeoutMs: 80_000,
        what: `review ${id} to stop`,
        describe: () =>
          `${JSON.stringify(loop.core.reviews.get(id), null, 1)}\n` +
          `model steps: ${model.steps.join(', ')}\n${fake.describe()}`,
      },
    );

    expect(review.status, review.statusReason).toBe('changes-requested');
    expect(review.rounds).toHaveLength(1);
    expect(
      review.rounds[0]!.reviewComments.map(({ file, line, severity, comment }) => ({
        file,
        line,
        severity,
        comment,
      })),
    ).toEqual(findings);
    // The agent read the prompt (pasted, or from its file) and wrote the answer file, which
    // ended its turn (it may have printed the answer too before Parley took the file).
    const steps = model.steps.filter((step) => step !== 'read-prompt');
    expect(['write-answer 1', 'review 1']).toEqual(expect.arrayContaining(steps));
    expect(steps[0]).toBe('write-answer 1');
    expect(model.requests.get('write-answer 1')!.answerFile).toMatch(
      /^\.parley\/answers\/answer-[0-9a-f]{16}\.md$/,
    );
    // Parley may take the file (and end the turn) before Claude Code sends the write's result on;
    // when it got that far, the write had succeeded.
    const afterWrite = model.requests.get('review 1');
    if (afterWrite) expect(afterWrite.toolResultsSince.map((r) => r.isError)).toEqual([false]);
    // Parley took the file: read, then removed.
    expect(await fs.readdir(repo.file('.parley/answers'))).toEqual([]);
    expectNothingOffScript(fake, claudeRig);
  }, 120_000);
});
