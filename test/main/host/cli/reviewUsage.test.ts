/**
 * `parley review` with bad arguments: a clear message and the usage on
 * stderr, exit 2, and nothing started. How runs end: review.test.ts.
 */
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { reviewCommand } from '../../../../main/host/cli/commands/review';
import { runCli } from '../../../../main/host/cli/index';
import { captureIo } from './cliIo';
import { RUN_TIMEOUT_MS, ReviewSandbox, reviewFlags } from './reviewSandbox';

/** Where a usage error sends the user, in place of the whole help. */
const SEE_HELP = "\nSee 'parley review --help'.\n";

describe('parley review', { timeout: RUN_TIMEOUT_MS }, () => {
  it('exits 2 with a clear message and where the usage is for bad arguments', async () => {
    const sandbox = await ReviewSandbox.create();
    onTestFinished(() => sandbox.dispose());
    const workspace = await sandbox.projectWithSlips();
    const cases: [string[], RegExp][] = [
      [['--author', 'parley-agent', '--reviewer', 'parley-agent'], /--workspace DIR is required/],
      [
        reviewFlags(path.join(sandbox.dir, 'missing'), 'x', 'x'),
        /--workspace .*missing is not a directory/,
      ],
      [
        reviewFlags(workspace, 'gpt'),
        /--author takes a profile \(claude, codex, gemini, opencode, copilot, aider, parley-agent, shell\) or cmd:<command line>, not "gpt"/,
      ],
      [reviewFlags(workspace, 'cmd:'), /--author cmd: needs a command line/],
      [
        [...reviewFlags(workspace, 'claude', 'codex'), '--source', 'main'],
        /--source takes working-tree, branch:BASE, jj or pr:N/,
      ],
      [
        [...reviewFlags(workspace, 'claude', 'codex'), '--cost-ceiling', '0'],
        /--cost-ceiling takes US dollars above 0/,
      ],
      [
        [...reviewFlags(workspace, 'claude', 'codex'), '--effort', 'huge'],
        /--effort takes low, medium, high, max, not "huge"/,
      ],
      [['--workspace', workspace, '--rounds', '2'], /unknown option '--rounds'/],
      [
        ['--workspace', workspace, '--author', 'claude'],
        /--reviewer SPEC \(or --self-review\) is required/,
      ],
      [
        [...reviewFlags(workspace, 'claude', 'codex'), '--self-review'],
        /--self-review reviews the author in its own session: leave out --reviewer/,
      ],
      [
        [...reviewFlags(workspace, 'claude', 'codex'), '--author-args=--model "opus'],
        /--author-args has an unclosed " quote/,
      ],
      [
        [...reviewFlags(workspace, 'claude', 'codex'), '--allow', ' '],
        /--allow takes one command line/,
      ],
    ];
    for (const [args, message] of cases) {
      // In-process: bad arguments are refused before any core or agent starts.
      const capture = captureIo(sandbox.dir, sandbox.env);
      const code = await runCli(['review', ...args], capture.io, [reviewCommand]);
      expect(code, args.join(' ')).toBe(2);
      expect(capture.err()).toMatch(message);
      expect(capture.err().endsWith(SEE_HELP)).toBe(true);
      expect(capture.err()).not.toContain('Usage:');
      expect(capture.out()).toBe('');
    }
    // And once through the real command.
    const result = await sandbox.review(cases[0]![0]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(cases[0]![1]);
    expect(result.stderr.endsWith(SEE_HELP)).toBe(true);
  });
});
