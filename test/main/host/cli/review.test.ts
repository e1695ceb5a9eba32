/**
 * `parley review` end to end: the real command (bin/parley.js) as a child
 * process, real agent sessions in PTYs, real git repositories in temp folders.
 * Where a real paid agent would be needed (its cost line, its trust dialog), a
 * small stand-in program on PATH plays that part of its screen.
 */
import { chmod, mkdir, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createDemoRepo } from '../../../../main/host/cli/demoProject/createDemoRepo';
import { changedFiles } from '../../../../main/host/cli/demoProject/sampleProject';
import { reviewCommand } from '../../../../main/host/cli/commands/review';
import { runCli } from '../../../../main/host/cli/index';
import { createTempRepo } from '../../../support/gitRepo';
import { waitFor } from '../../../support/poll';
import { captureIo } from './cliIo';
import {
  PARLEY_AGENT_BIN,
  cliEnv,
  lastJsonLine,
  processesIn,
  runParley,
  startParley,
} from './reviewRun/cliProcess';

const RUN_TIMEOUT_MS = 90_000;

/** The AgentReview JSON the command line promises (issue 3), and nothing else. */
const CommentJson = z
  .object({
    file: z.string(),
    line: z.int(),
    endLine: z.int().optional(),
    severity: z.enum(['error', 'warning', 'suggestion']),
    comment: z.string(),
    suggestion: z.string().optional(),
  })
  .strict();
const ReviewJson = z
  .object({
    id: z.string(),
    diffSource: z.object({ kind: z.string() }).loose(),
    authorSessionId: z.string(),
    reviewerSessionId: z.string(),
    status: z.string(),
    statusReason: z.string().optional(),
    rounds: z.array(
      z
        .object({
          roundNumber: z.int(),
          verdict: z.enum(['approved', 'changes-requested', 'needs-discussion']).nullable(),
          reviewComments: z.array(CommentJson),
          authorResponse: z.string(),
          cost: z
            .object({
              author: z.number(),
              reviewer: z.number(),
              total: z.number(),
              estimated: z.boolean(),
            })
            .strict(),
          timestamp: z.iso.datetime(),
        })
        .strict(),
    ),
    maxRounds: z.int(),
    autoIterate: z.boolean(),
    costCeiling: z.number().nullable(),
    totalCost: z.number(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .strict();
type ReviewJson = z.infer<typeof ReviewJson>;

let tmp: string;
let env: NodeJS.ProcessEnv;
beforeEach(async () => {
  tmp = await realpath(await mkdtemp(path.join(os.tmpdir(), 'parley-review-test-')));
  env = cliEnv({ PARLEY_DATA_DIR: path.join(tmp, 'data') });
});
afterEach(async () => {
  await rm(tmp, { recursive: true, force: true });
});

/** The demo's project: a committed module, and a change with three slips parley-agent fixes. */
const projectWithSlips = () => createDemoRepo(tmp);

function review(args: string[], extraEnv: NodeJS.ProcessEnv = {}) {
  return runParley(['review', ...args], { ...env, ...extraEnv });
}

function parsed(stdout: string): ReviewJson {
  return ReviewJson.parse(lastJsonLine(stdout));
}

/** A program on a PATH of its own, written for one test. */
async function fakeProgram(name: string, text: string): Promise<string> {
  const dir = path.join(tmp, `bin-${name}`);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, name), text);
  await chmod(path.join(dir, name), 0o755);
  return `${dir}${path.delimiter}${env.PATH ?? ''}`;
}

async function expectNoProcessLeftIn(dir: string) {
  await waitFor(() => processesIn(dir).length === 0, {
    timeoutMs: 3000,
    what: `no process left running in ${dir}`,
    describe: () => JSON.stringify(processesIn(dir), null, 2),
  });
}

describe('parley review', () => {
  it(
    'approves after the author fixes the comments (one session in both roles) and exits 0',
    async () => {
      const workspace = await projectWithSlips();
      const result = await review([
        '--workspace',
        workspace,
        '--author',
        'parley-agent',
        '--reviewer',
        'parley-agent',
        '--auto-iterate',
        '--json',
      ]);
      expect(result.code, result.stderr).toBe(0);
      const json = parsed(result.stdout);
      expect(json.status).toBe('approved');
      expect(json.authorSessionId).toBe(json.reviewerSessionId);
      expect(json.diffSource).toEqual({ kind: 'working-tree' });
      expect(json.rounds.map((r) => r.verdict)).toEqual(['changes-requested', 'approved']);
      expect(json.rounds[0]!.reviewComments).toHaveLength(3);
      expect(json).toMatchObject({ maxRounds: 3, autoIterate: true, costCeiling: null });
      // The JSON is the last line; progress and the file locations went to stderr.
      expect(result.stderr).toMatch(/Round 1\/3 — reviewing…/);
      expect(result.stderr).toMatch(/Journal: .*journal\.jsonl/);
      await expectNoProcessLeftIn(workspace);
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'runs a cmd: command line as an agent',
    async () => {
      const workspace = await projectWithSlips();
      const command = `cmd:'${process.execPath}' '${PARLEY_AGENT_BIN}'`;
      const result = await review([
        '--workspace',
        workspace,
        '--author',
        command,
        '--reviewer',
        'parley-agent',
        '--auto-iterate',
        '--json',
      ]);
      expect(result.code, result.stderr).toBe(0);
      const json = parsed(result.stdout);
      expect(json.status).toBe('approved');
      expect(json.authorSessionId).not.toBe(json.reviewerSessionId);
      // The custom command was the author: it made the fixes.
      expect(json.rounds[0]!.authorResponse).toMatch(/addressed 3 of 3/);
      expect(await readFile(path.join(workspace, 'src/cart.js'), 'utf8')).not.toContain('debugger');
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'exits 1 at max rounds when one round is allowed and the review finds problems',
    async () => {
      const workspace = await projectWithSlips();
      const result = await review([
        '--workspace',
        workspace,
        '--author',
        'parley-agent',
        '--reviewer',
        'parley-agent',
        '--auto-iterate',
        '--max-rounds',
        '1',
        '--json',
      ]);
      expect(result.code, result.stderr).toBe(1);
      const json = parsed(result.stdout);
      expect(json.status).toBe('max-rounds');
      expect(json.statusReason).toMatch(/1 rounds/);
      expect(json.rounds).toHaveLength(1);
      expect(json.rounds[0]!.verdict).toBe('changes-requested');
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'without --auto-iterate stops after the first review, prints its comments and exits 1',
    async () => {
      const workspace = await projectWithSlips();
      const result = await review([
        '--workspace',
        workspace,
        '--author',
        'parley-agent',
        '--reviewer',
        'parley-agent',
      ]);
      expect(result.code, result.stderr).toBe(1);
      expect(result.stdout).toMatch(/Round 1\/3: changes requested — 3 comments/);
      expect(result.stdout).not.toMatch(/author addressing feedback/);
      expect(result.stdout).toMatch(/^Round 1 comments:$/m);
      expect(result.stdout).toMatch(/src\/cart\.js:\d+\s+error\s+Leftover debugger breakpoint/);
      expect(result.stdout).toMatch(/changes-requested, total cost/);
      // Nobody asked the author: the change is as it was.
      expect(await readFile(path.join(workspace, 'src/cart.js'), 'utf8')).toBe(
        changedFiles['src/cart.js'],
      );
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'exits 3, paused, when the next phase would pass the cost ceiling',
    async () => {
      // Stands in for Aider: the real parley-agent, its screen shown the way Aider's looks to
      // Parley ("> " prompt, Aider's cost line after each answer at $0.40 a turn).
      const fakeAider = `#!${process.execPath}
const { spawn } = require('node:child_process');
const agent = spawn(process.execPath, [${JSON.stringify(PARLEY_AGENT_BIN)}], {
  stdio: ['inherit', 'pipe', 'inherit'],
});
const perTurn = 0.4;
let session = 0;
let held = '';
let timer;
const usage = /Usage: \\d+ input chars, \\d+ output chars, cost \\$[\\d.]+ \\(parley-agent is free\\)/g;
const show = (text) =>
  process.stdout.write(
    text
      .replace(usage, (line) => {
        session += perTurn;
        return line + '\\r\\nTokens: 1.2k sent, 310 received. Cost: $' + perTurn.toFixed(2) +
          ' message, $' + session.toFixed(2) + ' session.';
      })
      .replaceAll('parley-agent> ', '> '),
  );
agent.stdout.setEncoding('utf8');
agent.stdout.on('data', (chunk) => {
  // Whole lines go out at once; a partial line waits a moment in case it was cut in two.
  held += chunk;
  const cut = held.lastIndexOf('\\n') + 1;
  show(held.slice(0, cut));
  held = held.slice(cut);
  clearTimeout(timer);
  timer = setTimeout(() => {
    show(held);
    held = '';
  }, 20);
});
agent.on('exit', (code) => process.exit(code ?? 0));
`;
      const PATH = await fakeProgram('aider', fakeAider);
      const workspace = await projectWithSlips();
      const result = await review(
        [
          '--workspace',
          workspace,
          '--author',
          'parley-agent',
          '--reviewer',
          'aider',
          '--auto-iterate',
          '--cost-ceiling',
          '0.50',
          '--json',
        ],
        { PATH },
      );
      expect(result.code, result.stderr).toBe(3);
      const json = parsed(result.stdout);
      expect(json.status).toBe('paused');
      expect(json.statusReason).toMatch(/^Cost ceiling: \$0\.40 spent, the next review/);
      expect(json.costCeiling).toBe(0.5);
      expect(json.totalCost).toBeCloseTo(0.4, 6);
      expect(json.rounds).toHaveLength(1);
      expect(json.rounds[0]!.cost).toMatchObject({ reviewer: 0.4, estimated: false });
      // The author did its fixes; the second review is what would have passed the ceiling.
      expect(json.rounds[0]!.authorResponse).toMatch(/addressed 3 of 3/);
      expect(result.stderr).toMatch(/Nearing the cost ceiling: \$0\.4000 spent of \$0\.5000\./);
      await expectNoProcessLeftIn(workspace);
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'gives up with exit 2, naming the dialog, when an agent waits on one',
    async () => {
      // Claude Code's first-run trust question, and nothing else: nobody answers it here.
      const PATH = await fakeProgram(
        'claude',
        [
          '#!/bin/sh',
          "printf 'Do you trust the files in this folder?\\n\\n  \\342\\235\\257 1. Yes, proceed\\n    2. No, exit\\n'",
          'exec sleep 600',
          '',
        ].join('\n'),
      );
      const workspace = await projectWithSlips();
      const started = Date.now();
      const result = await review(
        [
          '--workspace',
          workspace,
          '--author',
          'parley-agent',
          '--reviewer',
          'claude',
          '--dialog-timeout',
          '2',
        ],
        { PATH },
      );
      expect(result.code, result.stderr).toBe(2);
      expect(result.stdout).toMatch(
        /reviewer session \(claude\) shows a dialog: "Trust this folder\?"/,
      );
      expect(result.stdout).toMatch(
        /reviewer session \(claude\) has been waiting on a dialog for 2s: "Trust this folder\?"/,
      );
      expect(result.stdout).toMatch(/cancelled, total cost/);
      expect(Date.now() - started).toBeLessThan(30_000);
      await expectNoProcessLeftIn(workspace);
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'exits 2 with the reason when the review ends in error (nothing to review)',
    async () => {
      const repo = await createTempRepo({ 'README.md': '# Clean\n' });
      try {
        const result = await review([
          '--workspace',
          repo.dir,
          '--author',
          'parley-agent',
          '--reviewer',
          'parley-agent',
          '--json',
        ]);
        expect(result.code, result.stderr).toBe(2);
        const json = parsed(result.stdout);
        expect(json.status).toBe('error');
        expect(json.statusReason).toMatch(/^Nothing to review: .* has no changes\.$/);
        expect(result.stderr).toMatch(/Error: Nothing to review/);
      } finally {
        await repo.dispose();
      }
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'stops on SIGTERM: cancels the review, stops the agents and exits 143',
    async () => {
      const workspace = await projectWithSlips();
      // A reviewer that takes a minute to answer, so the signal lands mid-review.
      const slowReviewer = `cmd:'${process.execPath}' '${PARLEY_AGENT_BIN}' --delay-ms 60000`;
      const run = startParley(
        [
          'review',
          '--workspace',
          workspace,
          '--author',
          'parley-agent',
          '--reviewer',
          slowReviewer,
          '--json',
        ],
        env,
      );
      await waitFor(
        () => processesIn(workspace).some((p) => p.cmdline.includes('--delay-ms 60000')),
        { timeoutMs: 30_000, what: 'the slow reviewer to run', describe: run.stderr },
      );
      await waitFor(() => /Round 1\/3 — reviewing…/.test(run.stderr()), {
        timeoutMs: 30_000,
        what: 'the review to start',
        describe: run.stderr,
      });
      run.kill('SIGTERM');
      const result = await run.done;
      expect(result.code, result.stderr).toBe(143);
      expect(result.stderr).toMatch(/Stopped by SIGTERM\./);
      expect(parsed(result.stdout).status).toBe('cancelled');
      await expectNoProcessLeftIn(workspace);
    },
    RUN_TIMEOUT_MS,
  );

  it(
    'exits 2 with a clear message and the usage for bad arguments',
    async () => {
      const workspace = await projectWithSlips();
      const cases: [string[], RegExp][] = [
        [['--author', 'parley-agent', '--reviewer', 'parley-agent'], /--workspace DIR is required/],
        [
          ['--workspace', path.join(tmp, 'missing'), '--author', 'x', '--reviewer', 'x'],
          /--workspace .*missing is not a directory/,
        ],
        [
          ['--workspace', workspace, '--author', 'gpt', '--reviewer', 'parley-agent'],
          /--author takes a profile \(claude, codex, gemini, aider, parley-agent, shell\) or cmd:<command line>, not "gpt"/,
        ],
        [
          ['--workspace', workspace, '--author', 'cmd:', '--reviewer', 'parley-agent'],
          /--author cmd: needs a command line/,
        ],
        [
          [
            '--workspace',
            workspace,
            '--author',
            'claude',
            '--reviewer',
            'codex',
            '--source',
            'main',
          ],
          /--source takes working-tree, branch:BASE, jj or pr:N/,
        ],
        [
          [
            '--workspace',
            workspace,
            '--author',
            'claude',
            '--reviewer',
            'codex',
            '--cost-ceiling',
            '0',
          ],
          /--cost-ceiling takes US dollars above 0/,
        ],
        [
          [
            '--workspace',
            workspace,
            '--author',
            'claude',
            '--reviewer',
            'codex',
            '--effort',
            'huge',
          ],
          /--effort takes low, medium, high, max, not "huge"/,
        ],
        [['--workspace', workspace, '--rounds', '2'], /Unknown option '--rounds'/],
      ];
      for (const [args, message] of cases) {
        // In-process: bad arguments are refused before any core or agent starts.
        const capture = captureIo(tmp, env);
        const code = await runCli(['review', ...args], capture.io, [reviewCommand]);
        expect(code, args.join(' ')).toBe(2);
        expect(capture.err()).toMatch(message);
        expect(capture.err()).toContain('Usage: parley review --workspace DIR');
        expect(capture.out()).toBe('');
      }
      // And once through the real command.
      const result = await review(cases[0]![0]);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(cases[0]![1]);
      expect(result.stderr).toContain('Usage: parley review --workspace DIR');
    },
    RUN_TIMEOUT_MS,
  );
});
