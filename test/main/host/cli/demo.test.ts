/**
 * The demo as a test: the real `parley demo` command, run as a user runs it,
 * with two real parley-agent sessions in PTYs and a real git repository.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir, realpath, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AgentReview } from '../../../../shared/contract';
import { changedFiles } from '../../../../main/core/demo/sampleProject';
import { cliEnv, expectNoProcessLeftIn, lastJsonLine, startParley } from './reviewRun/cliProcess';

const RUN_TIMEOUT_MS = 90_000;

/** The 1-based line of the demo change's src/cart.js that holds text. */
function lineOf(text: string): number {
  const lines = changedFiles['src/cart.js']!.split('\n');
  const index = lines.findIndex((line) => line.includes(text));
  if (index === -1) throw new Error(`The demo change has no line with ${text}`);
  return index + 1;
}

let tmp: string;
beforeEach(async () => {
  tmp = await realpath(await mkdtemp(path.join(os.tmpdir(), 'parley-demo-test-')));
});
afterEach(async () => {
  await rm(tmp, { recursive: true, force: true });
});

/** Runs the demo with its temp folders inside tmp. */
function runDemo(args: string[], extraEnv: Record<string, string> = {}) {
  return startParley(['demo', ...args], cliEnv({ TMPDIR: tmp, ...extraEnv })).done;
}

describe('parley demo', () => {
  it(
    'runs the loop with two parley-agent sessions: changes requested, fixed, approved',
    async () => {
      const result = await runDemo(['--json']);
      expect(result.code, result.stderr).toBe(0);

      const review = lastJsonLine(result.stdout) as AgentReview;
      expect(review.status).toBe('approved');
      expect(review.autoIterate).toBe(true);
      expect(review.authorSessionId).not.toBe(review.reviewerSessionId);
      expect(review.rounds.map((r) => r.verdict)).toEqual(['changes-requested', 'approved']);

      const [first, second] = review.rounds;
      expect(first!.reviewComments.length).toBeGreaterThanOrEqual(2);
      expect(first!.reviewComments).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            file: 'src/cart.js',
            line: lineOf('TODO'),
            severity: 'warning',
          }),
          expect.objectContaining({
            file: 'src/cart.js',
            line: lineOf('console.log'),
            severity: 'warning',
          }),
          expect.objectContaining({
            file: 'src/cart.js',
            line: lineOf('debugger'),
            severity: 'error',
          }),
        ]),
      );
      expect(first!.authorResponse).toMatch(/addressed 3 of 3/);
      expect(second!.reviewComments).toEqual([]);
      // Each finding was answered as fixed, by an answer about its own line, and verified.
      for (const comment of first!.reviewComments) {
        const finding = review.findings?.find((f) => f.id === comment.findingId);
        const fixed = finding?.history.find((e) => e.action === 'fixed');
        expect(fixed?.note, `${comment.findingId} at line ${comment.line}`).toContain(
          `src/cart.js:${comment.line}:`,
        );
        expect(finding?.state).toBe('verified');
      }

      // The author really edited the project: the slips are gone, the new function stays.
      const project = /^Project: (.+)$/m.exec(result.stderr)?.[1];
      expect(project, result.stderr).toBeDefined();
      const cart = await readFile(path.join(project!, 'src/cart.js'), 'utf8');
      expect(cart).toContain('export function applyDiscount(total, percent)');
      expect(cart).not.toMatch(/console\.log|TODO|debugger/);
      // A markdown note per round, beside the project (git ignores .parley/).
      for (const note of ['round-1.md', 'round-2.md']) {
        expect(existsSync(path.join(project!, '.parley/reviews', review.id, note)), note).toBe(
          true,
        );
      }

      // Parley's data went to a temp folder of its own, and the journal is there.
      const dataDirs = (await readdir(tmp)).filter((name) => name.startsWith('parley-demo-data-'));
      expect(dataDirs).toHaveLength(1);
      const journal = path.join(tmp, dataDirs[0]!, 'reviews', review.id, 'journal.jsonl');
      expect(result.stderr).toContain(journal);
      expect(await readFile(journal, 'utf8')).toContain('"kind":"author-done"');

      // No agent outlived the command.
      await expectNoProcessLeftIn(tmp);
    },
    RUN_TIMEOUT_MS,
  );

  it('with --json, ends stdout with why it could not run, as parley review does', async () => {
    const file = path.join(tmp, 'afile');
    await writeFile(file, '');
    const result = await runDemo(['--json', '--data-dir', file]);
    expect(result.code).toBe(2);
    const message = `Cannot use ${file} as the data folder: a file of that name is in the way.`;
    expect(result.stderr).toContain(`parley demo: cannot use ${file} as the data folder`);
    expect(JSON.parse(result.stdout.trimEnd().split('\n').at(-1)!)).toEqual({ error: message });
    // Said before the demo's project was made: nothing is left behind.
    expect(result.stdout).not.toContain('Project:');
    expect((await readdir(tmp)).filter((name) => name.startsWith('parley-'))).toEqual([]);
  });

  it(
    'prints a line per phase and a summary table, with its data in --data-dir (over PARLEY_DATA_DIR)',
    async () => {
      const dataDir = path.join(tmp, 'data');
      const result = await runDemo(['--data-dir', dataDir], {
        PARLEY_DATA_DIR: path.join(tmp, 'not-this'),
      });
      expect(result.code, result.stderr).toBe(0);
      const out = result.stdout;

      // Not a terminal: plain lines, stamped with the seconds since start, in order.
      const phases = [
        /\[\s*\d+\.\ds\] Round 1\/3 — reviewing… \(reviewer: parley-agent\)/,
        /\[\s*\d+\.\ds\] Round 1\/3: changes requested — 3 comments \(1 error, 2 warnings\)/,
        /\[\s*\d+\.\ds\] Round 1\/3 — author addressing feedback… \(author: parley-agent\)/,
        /\[\s*\d+\.\ds\] Round 2\/3 — reviewing…/,
        /\[\s*\d+\.\ds\] Round 2\/3: approved/,
        /Approved after 2 rounds\./,
      ];
      let from = 0;
      for (const phase of phases) {
        const at = out.slice(from).search(phase);
        expect(at, `${String(phase)} after offset ${from} in:\n${out}`).toBeGreaterThanOrEqual(0);
        from += at;
      }
      expect(out).not.toContain('\r');
      expect(out).toMatch(/^Round\s+Verdict\s+Comments\s+Author response\s+Cost$/m);
      expect(out).toMatch(
        /^1\s+changes requested\s+3\s+I addressed 3 of 3 review comments\.\s+\$0\.00/m,
      );
      expect(out).toMatch(/^2\s+approved\s+0\s+—\s+\$0\.00/m);
      expect(out).toMatch(
        new RegExp(`src/cart\\.js:${lineOf('debugger')}\\s+error\\s+Leftover debugger`),
      );

      const id = /^Review (rev-[\w-]+): approved/m.exec(out)?.[1];
      expect(id, out).toBeDefined();
      expect(existsSync(path.join(dataDir, 'reviews', id!, 'journal.jsonl'))).toBe(true);
      expect(out).toContain(path.join(dataDir, 'reviews', id!, 'journal.jsonl'));
      expect(await readdir(tmp)).not.toContainEqual(expect.stringMatching(/^parley-demo-data-/));
      expect(existsSync(path.join(tmp, 'not-this'))).toBe(false);
      await expectNoProcessLeftIn(tmp);
    },
    RUN_TIMEOUT_MS,
  );
});
