import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseDiff } from '../../../main/core/git/diff/parseDiff';
import { parseReviewAnswer } from '../../../main/core/review/parse/reviewAnswerParser';
import { preparePromptDelivery } from '../../../main/core/review/prompt/delivery';
import { buildAuthorFeedbackPrompt } from '../../../main/core/review/prompt/feedbackPrompt';
import { buildReviewPrompt } from '../../../main/core/review/prompt/reviewPrompt';
import { lastReading } from '../../../main/core/review/cost/screenCost';
import { parleyAgentProfile } from '../../../main/core/sessions/profiles/parleyAgent';
import { startAgent, type PtyAgent } from './ptyAgent';
import { waitFor } from './waitFor';

const CART_BEFORE = [
  'export function total(items: number[]): number {',
  '  return items.reduce((sum, item) => sum + item, 0);',
  '}',
  '',
].join('\n');

const CART_AFTER = [
  'export function total(items: number[]): number {',
  "  console.log('total of', items);",
  '  // TODO: apply discounts',
  '  if (items.length === 0) return 0;',
  '  return items.reduce((sum, item) => sum + item, 0);',
  '}',
  '',
].join('\n');

/** CART_AFTER once the console.log and the TODO are gone. */
const CART_FIXED = [
  'export function total(items: number[]): number {',
  '  if (items.length === 0) return 0;',
  '  return items.reduce((sum, item) => sum + item, 0);',
  '}',
  '',
].join('\n');

let workspace: string;
const agents: PtyAgent[] = [];

function git(...args: string[]): string {
  return execFileSync('git', args, { cwd: workspace, encoding: 'utf8' });
}

/** A git repository whose working tree adds a console.log, a TODO and a check to src/cart.ts. */
async function repoWithProblems(): Promise<void> {
  git('init', '-q');
  git('config', 'user.email', 'test@example.com');
  git('config', 'user.name', 'Test');
  await mkdir(path.join(workspace, 'src'));
  await writeFile(path.join(workspace, 'src/cart.ts'), CART_BEFORE);
  git('add', '.');
  git('commit', '-qm', 'cart');
  await writeFile(path.join(workspace, 'src/cart.ts'), CART_AFTER);
}

function agentIn(cwd: string, args: readonly string[] = []): PtyAgent {
  const agent = startAgent(cwd, args);
  agents.push(agent);
  return agent;
}

function reviewPromptForWorkingTree() {
  return buildReviewPrompt({ files: parseDiff(git('diff')).files, round: 1, effort: 'medium' });
}

beforeEach(async () => {
  workspace = await mkdtemp(path.join(os.tmpdir(), 'parley-agent-pty-'));
});

afterEach(async () => {
  for (const agent of agents.splice(0)) agent.kill();
  await rm(workspace, { recursive: true, force: true });
});

describe('parley-agent in a real PTY', () => {
  it('starts with its banner, enables bracketed paste and shows its prompt', async () => {
    const agent = agentIn(workspace);
    await agent.waitForReady();
    expect(agent.raw()).toContain('\x1b[?2004h');
    expect(agent.screen.readText()).toContain("parley-agent — Parley's built-in agent");
    expect(agent.screen.bracketedPaste).toBe(true);
  });

  it('reviews a real diff pasted as a prompt: comments at the new-file lines, then the usage line and the prompt again', async () => {
    await repoWithProblems();
    const prompt = reviewPromptForWorkingTree();
    const agent = agentIn(workspace);
    await agent.waitForReady();
    await agent.submit(prompt.text);
    const screen = await agent.waitForScreen(
      (text) => text.includes(prompt.markers.end),
      'the end marker',
    );
    await agent.waitForReady();

    const parsed = parseReviewAnswer(screen, prompt.markers);
    expect(parsed.verdict).toBe('changes-requested');
    expect(parsed.comments.map((c) => [c.file, c.line, c.severity])).toEqual([
      ['src/cart.ts', 2, 'warning'],
      ['src/cart.ts', 2, 'suggestion'],
      ['src/cart.ts', 3, 'warning'],
    ]);
    expect(parsed.comments[0]?.comment).toContain('console.log');
    expect(parsed.comments[2]?.comment).toContain('TODO: apply discounts');

    // What Parley reads off the screen with the profile: the cost, and no busy line left over.
    const viewport = agent.screen.viewportText();
    expect(viewport).toMatch(/Usage: \d+ input chars, \d+ output chars, cost \$0\.0000/);
    expect(
      parleyAgentProfile.cost.kind === 'screen' &&
        lastReading(viewport, parleyAgentProfile.cost.pattern),
    ).toEqual({
      kind: 'usd',
      usd: 0,
    });
    expect(parleyAgentProfile.readiness.busyPattern?.test(viewport)).toBe(false);
  });

  it('reads a long prompt from the file a pasted one-line pointer names', async () => {
    await repoWithProblems();
    const prompt = reviewPromptForWorkingTree();
    const delivery = await preparePromptDelivery(
      prompt.text,
      workspace,
      {
        writeText: async (file, text) => {
          await mkdir(path.dirname(file), { recursive: true });
          await writeFile(file, text);
        },
        ensureExcluded: async () => {},
      },
      { limitBytes: 100 },
    );
    expect(delivery.pasteText).not.toContain('\n');
    const agent = agentIn(workspace);
    await agent.waitForReady();
    await agent.submit(delivery.pasteText);
    const screen = await agent.waitForScreen(
      (text) => text.includes(prompt.markers.end),
      'the end marker',
    );
    expect(parseReviewAnswer(screen, prompt.markers).comments.map((c) => c.line)).toEqual([
      2, 2, 3,
    ]);
  });

  it('as author, really edits the files and closes its report with the end marker', async () => {
    await repoWithProblems();
    const prompt = reviewPromptForWorkingTree();
    const reviewer = agentIn(workspace);
    await reviewer.waitForReady();
    await reviewer.submit(prompt.text);
    const review = await reviewer.waitForScreen(
      (t) => t.includes(prompt.markers.end),
      'the review',
    );
    const feedback = buildAuthorFeedbackPrompt({
      round: 1,
      comments: parseReviewAnswer(review, prompt.markers).comments,
    });

    const author = agentIn(workspace);
    await author.waitForReady();
    await author.submit(feedback.text);
    const report = await author.waitForScreen(
      (t) => t.includes(feedback.markers.end),
      'the author report',
    );
    await author.waitForReady();

    expect(await readFile(path.join(workspace, 'src/cart.ts'), 'utf8')).toBe(CART_FIXED);
    expect(report).toContain('I addressed 2 of 3 review comments.');
    expect(report).toContain(
      '- src/cart.ts:2: writing a meaningful test needs a person or a model',
    );

    // Round 2: the same reviewer session sees only the test suggestion left, and approves.
    const round2 = buildReviewPrompt({
      files: parseDiff(git('diff')).files,
      round: 2,
      effort: 'medium',
    });
    await reviewer.submit(round2.text);
    const second = await reviewer.waitForScreen(
      (t) => t.includes(round2.markers.end),
      'the second review',
    );
    const parsed = parseReviewAnswer(second, round2.markers);
    expect(parsed.verdict).toBe('approved');
    expect(parsed.comments.map((c) => [c.line, c.severity])).toEqual([[2, 'suggestion']]);
  });

  it('gives the same answer to the same request in another session', async () => {
    await repoWithProblems();
    const prompt = reviewPromptForWorkingTree();
    const answers: string[] = [];
    for (const _run of [1, 2]) {
      const agent = agentIn(workspace);
      await agent.waitForReady();
      await agent.submit(prompt.text);
      const screen = await agent.waitForScreen(
        (t) => t.includes(prompt.markers.end),
        'the end marker',
      );
      answers.push(screen.slice(screen.lastIndexOf(prompt.markers.begin)));
    }
    expect(answers[1]).toBe(answers[0]);
  });

  it('shows its busy line while working, and takes it away with the answer', async () => {
    const agent = agentIn(workspace, ['--delay-ms', '800']);
    await agent.waitForReady();
    const busy = parleyAgentProfile.readiness.busyPattern!;
    await agent.submit('hello there');
    await waitFor(() => busy.test(agent.screen.viewportText()), 'the busy line');
    expect(parleyAgentProfile.readiness.readyPattern?.test(agent.screen.viewportText())).toBe(
      false,
    );
    await agent.waitForScreen((t) => t.includes("I don't understand this request"), 'the answer');
    await agent.waitForReady();
    expect(busy.test(agent.screen.viewportText())).toBe(false);
  });

  it('clears the line on Ctrl+C, and exits on a second Ctrl+C', async () => {
    const agent = agentIn(workspace);
    await agent.waitForReady();
    agent.write('half typed');
    await agent.waitForScreen((t) => t.includes('half typed'), 'the echo');
    agent.write('\x03');
    await agent.waitForReady();
    agent.write('\x03');
    await agent.waitForScreen((t) => t.includes('press Ctrl+C again to exit'), 'the exit hint');
    agent.write('\x03');
    await waitFor(() => agent.exitCode() !== null, 'the exit');
    expect(agent.exitCode()).toBe(0);
    expect(agent.raw()).toContain('\x1b[?2004l');
  });

  it('exits on Ctrl+D', async () => {
    const agent = agentIn(workspace);
    await agent.waitForReady();
    agent.write('\x04');
    await waitFor(() => agent.exitCode() !== null, 'the exit');
    expect(agent.exitCode()).toBe(0);
  });
});
