/**
 * `parley review` as a user runs it, with the real Claude Code CLI against
 * the fake Messages API on 127.0.0.1: one command, no person at the keyboard,
 * the way real models behave. The reviewer reads around and splits its
 * review with a tool call; the author edits, then checks its work with the
 * project's tests and tries a command nobody allowed; Claude Code run as a
 * plain command (no hook) answers taller than its screen. Each run must
 * finish unattended, exit 0 on approval, and leave no agent process behind;
 * a cost ceiling too low for even one phase stops before anything is spent.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { priceFor, priceTokens } from '../../main/core/review/cost/priceTable';
import type { FakeAnthropic } from '../support/fakeAnthropic';
import { estimateUsage } from '../support/fakeModel/reply';
import type { ReplyBlock } from '../support/fakeModel/reply';
import type { TempRepo } from '../support/gitRepo';
import { createLimitsRepo, limitFindings } from '../support/reviewScripts/limitsChange';
import { CART_FILE, FIX_SUMMARY, cartChange } from '../support/reviewScripts/cartChange';
import {
  markedAnswer,
  verdictFor,
  reviewAnswer,
  addedLineNumber,
} from '../support/reviewScripts/parleyRequest';
import type { MarkedRequest } from '../support/reviewScripts/reviewLoopModel';
import { ReviewLoopModel } from '../support/reviewScripts/reviewLoopModel';
import { createCartRepo } from '../support/reviewScripts/reviewLoopRun';
import {
  cliEnv,
  expectNoProcessLeftIn,
  lastJsonLine,
  runParley,
} from '../main/host/cli/reviewRun/cliProcess';
import { claudeTools, claudeWriteFile } from './agentTools';
import { Cleanup, claudeRig, expectNothingOffScript, prepareAgent } from './agentRigs';
import { runTrace } from './reviewCommandRun';

const bash = (command: string): ReplyBlock => ({
  type: 'tool_use',
  name: 'Bash',
  input: { command, description: `Run ${command}` },
});
/** A command nobody allowed: it would leave a file behind if it ran. */
const UNALLOWED = `node -e "require('fs').writeFileSync('pwned.txt', 'x')"`;
const COMMENTS = [
  'Leftover debug output: console.log prints every total to the console.',
  'The debug line also leaks the tax rate into the logs.',
];

/** Round 1: two comments on the console.log; later rounds approve, with a note. */
function review(request: MarkedRequest): string {
  if (request.round > 1) {
    return markedAnswer(
      request.markers,
      `The debug line is gone.\n\n${verdictFor(request.markers, 'APPROVED')}`,
    );
  }
  const line = addedLineNumber(request.text, CART_FILE, /console\.log/);
  if (line === null) throw new Error(`No console.log in the diff of:\n${request.text}`);
  const comments = COMMENTS.map((comment) => ({
    file: CART_FILE,
    line,
    severity: 'warning' as const,
    comment,
  }));
  return reviewAnswer(request.markers, comments, 'CHANGES_REQUESTED');
}

async function cartRepoWithTests(): Promise<TempRepo> {
  const repo = await createCartRepo(cartChange());
  const scripts = { test: `node -e "console.log('cart tests: 3 passed')"` };
  await fs.writeFile(repo.file('package.json'), JSON.stringify({ scripts }, null, 2));
  return repo;
}

/** What the fake reported for the main conversation, priced with Parley's table. */
function conversationCost(fake: FakeAnthropic): number {
  return fake.requests.reduce((sum, r) => {
    if (r.kind !== 'conversation' || !r.request || !r.reply) return sum;
    const { input, output } = estimateUsage(r.request, r.reply);
    return sum + priceTokens(priceFor(r.request.model), { input, output });
  }, 0);
}

describe('parley review with the real Claude Code (fake Messages API)', () => {
  it('finishes unattended: a fresh reviewer session, a review split by a tool call, an author that runs an allowed check and is refused another, costs from the transcripts', async () => {
    const cleanup = new Cleanup();
    onTestFinished(() => cleanup.run());
    const { fake, repo, env } = await prepareAgent(claudeRig, cartRepoWithTests, cleanup);
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-data-'));
    cleanup.add(() => fs.rm(dataDir, { recursive: true, force: true }));
    const model = new ReviewLoopModel({
      workspace: repo.dir,
      readFile: claudeTools.readFile,
      review,
      // The reviewer looks at the change's size halfway through its answer.
      reviewToolMidway: () => bash('git diff --stat'),
      fix: () => ({
        edit: claudeTools.removeDebugLine(repo.file(CART_FILE)),
        checks: [bash('npm test'), bash(UNALLOWED)],
        summary: FIX_SUMMARY,
      }),
    });
    model.installOn(fake);

    const result = await runParley(
      [
        ...['review', '--workspace', repo.dir, '--author', 'claude', '--reviewer', 'claude'],
        ...['--auto-iterate', '--json', '--data-dir', dataDir, '--dialog-timeout', '20'],
      ],
      cliEnv(env),
    );
    const trace = runTrace(result, model, fake, dataDir);
    expect(result.code, trace).toBe(0);
    const json = lastJsonLine(result.stdout) as {
      status: string;
      authorSessionId: string;
      reviewerSessionId: string;
      rounds: {
        verdict: string;
        reviewComments: { comment: string }[];
        authorResponse: string;
        cost: { estimated: boolean };
      }[];
      totalCost: number;
    };
    expect(json.status).toBe('approved');
    // Two sessions of one profile: the reviewer is a second Claude with fresh context.
    expect(json.authorSessionId).not.toBe(json.reviewerSessionId);
    expect(json.rounds.map((r) => r.verdict)).toEqual(['changes-requested', 'approved']);

    // Each review came in two messages around a tool call, and was read whole the
    // first time: every comment, and no format reminder in between.
    expect(model.steps).toEqual([
      // The review prompts (the diff, package.json and the cart file, the rules) go as files.
      'read-prompt',
      'review 1',
      'review-rest 1',
      'edit 1',
      'check 1 of 1',
      'check 2 of 1',
      'summary 1',
      'read-prompt',
      'review 2',
      'review-rest 2',
    ]);
    expect(json.rounds[0]!.reviewComments.map((c) => c.comment)).toEqual(COMMENTS);
    expect(fake.userTexts().some((text) => /answer format|did not follow/i.test(text))).toBe(false);

    // The author's check ran; the command nobody allowed was refused by Claude Code
    // itself, back to the model, with no dialog, and it never ran.
    const [edited, tested, refused] = model.requests.get('summary 1')!.toolResultsSince;
    expect(edited).toMatchObject({ isError: false });
    expect(tested).toMatchObject({
      isError: false,
      text: expect.stringContaining('cart tests: 3 passed'),
    });
    expect(refused).toMatchObject({ isError: true, text: expect.stringMatching(/permission/i) });
    await expect(fs.access(repo.file('pwned.txt'))).rejects.toThrow();
    expect(await repo.read(CART_FILE)).not.toContain('console.log');
    expect(json.rounds[0]!.authorResponse).toBe(FIX_SUMMARY);

    // Costs come from Claude Code's own transcripts: exactly what the fake reported,
    // at the price table's rates, and not an estimate.
    expect(json.rounds.every((r) => !r.cost.estimated)).toBe(true);
    expect(json.totalCost).toBeCloseTo(conversationCost(fake), 9);

    expectNothingOffScript(fake, claudeRig);
    await expectNoProcessLeftIn(repo.dir);
  }, 150_000);

  it('takes a 200-line review whole from Claude Code run as a plain command (no hook, an 80x24 screen)', async () => {
    const cleanup = new Cleanup();
    onTestFinished(() => cleanup.run());
    const findings = limitFindings('suggestion');
    const { fake, repo, env } = await prepareAgent(claudeRig, createLimitsRepo, cleanup);
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-data-'));
    cleanup.add(() => fs.rm(dataDir, { recursive: true, force: true }));
    // Forty suggestions and approval: about 200 lines, far taller than the screen.
    const model = new ReviewLoopModel({
      workspace: repo.dir,
      readFile: claudeTools.readFile,
      writeFile: claudeWriteFile,
      review: (request) => reviewAnswer(request.markers, findings, 'APPROVED'),
      fix: () => {
        throw new Error('An approved review has no author turn.');
      },
    });
    model.installOn(fake);
    const result = await runParley(
      [
        ...['review', '--workspace', repo.dir, '--author', 'parley-agent'],
        ...['--reviewer', 'cmd:claude --permission-mode acceptEdits', '--json'],
        ...['--data-dir', dataDir],
      ],
      cliEnv(env),
    );
    expect(result.code, `${result.stderr}\n${fake.describe()}`).toBe(0);
    const json = lastJsonLine(result.stdout) as {
      status: string;
      rounds: { reviewComments: { line: number; comment: string }[] }[];
    };
    expect(json.status).toBe('approved');
    expect(json.rounds[0]!.reviewComments.map(({ line, comment }) => ({ line, comment }))).toEqual(
      findings.map(({ line, comment }) => ({ line, comment })),
    );
    // Read whole the first time, from its answer file: no reminder was typed in.
    expect(model.steps.filter((step) => step.startsWith('review '))).toEqual(['review 1']);
    await expectNoProcessLeftIn(repo.dir);
  }, 120_000);

  it('never starts a phase that would pass the cost ceiling, not even the first', async () => {
    const cleanup = new Cleanup();
    onTestFinished(() => cleanup.run());
    const { fake, repo, env } = await prepareAgent(claudeRig, cartRepoWithTests, cleanup);
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-data-'));
    cleanup.add(() => fs.rm(dataDir, { recursive: true, force: true }));
    const result = await runParley(
      [
        ...['review', '--workspace', repo.dir, '--author', 'claude', '--reviewer', 'claude'],
        ...['--auto-iterate', '--json', '--data-dir', dataDir, '--cost-ceiling', '0.05'],
      ],
      cliEnv(env),
    );
    expect(result.code, result.stderr).toBe(3);
    const json = lastJsonLine(result.stdout) as {
      status: string;
      statusReason: string;
      totalCost: number;
    };
    // Claude Code sends ~15k tokens of its own with every request: a review costs more than $0.05.
    expect(json.status).toBe('paused');
    expect(json.statusReason).toMatch(
      /^Cost ceiling: \$0\.00 spent, the next review \(about \$0\.\d\d\) would pass \$0\.05\./,
    );
    expect(json.totalCost).toBe(0);
    expect(fake.conversation()).toEqual([]);
    await expectNoProcessLeftIn(repo.dir);
  }, 60_000);
});
