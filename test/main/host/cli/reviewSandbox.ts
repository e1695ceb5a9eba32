/**
 * What the `parley review` tests share: a temp folder of each test's own with
 * Parley's data in it, the demo's project there, the real command run as a
 * child process, its --json review checked against the shape the command line
 * promises, and stand-in agent programs (fixtures/) put first on PATH.
 */
import { chmod, mkdir, mkdtemp, realpath, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from 'vitest';
import { z } from 'zod';
import { shellQuote } from '../../../../main/core/text/shellQuote';
import { createDemoRepo } from '../../../../main/core/demo/createDemoRepo';
import type { CliRun } from './reviewRun/cliProcess';
import { PARLEY_AGENT_BIN, cliEnv, lastJsonLine, runParley } from './reviewRun/cliProcess';

/** A whole review by real agent sessions, or a stop on the way. */
export const RUN_TIMEOUT_MS = 90_000;

/** The AgentReview JSON the command line promises (issue 3, findings from issue 16), and nothing else. */
const CommentJson = z
  .object({
    findingId: z.string().regex(/^F\d+$/),
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
          reviewerChangedFiles: z.array(z.string()).optional(),
        })
        .strict(),
    ),
    findings: z.array(
      z
        .object({
          id: z.string(),
          state: z.enum(['open', 'fixed', 'declined', 'verified', 'reopened', 'withdrawn']),
          raisedBy: z.array(
            z
              .object({ round: z.int(), sessionId: z.string(), name: z.string().optional() })
              .strict(),
          ),
          fromFix: z.literal(true).optional(),
          history: z.array(
            z
              .object({
                round: z.int(),
                action: z.string(),
                by: z
                  .object({
                    role: z.enum(['reviewer', 'author']),
                    sessionId: z.string().optional(),
                    name: z.string().optional(),
                  })
                  .strict(),
                note: z.string().optional(),
                at: z.iso.datetime(),
              })
              .strict(),
          ),
        })
        .strict(),
    ),
    gate: z.enum(['error', 'warning', 'suggestion']),
    maxRounds: z.int(),
    autoIterate: z.boolean(),
    costCeiling: z.number().nullable(),
    totalCost: z.number(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .strict();
export type ReviewJson = z.infer<typeof ReviewJson>;

/**
 * Checks how a --json run ended: its exit code (stderr shown on failure) and
 * the status of the review on its last line, which must have the promised
 * shape. Answers that review.
 */
export function expectEnded(run: CliRun, code: number, status: string): ReviewJson {
  expect(run.code, run.stderr).toBe(code);
  const review = ReviewJson.parse(lastJsonLine(run.stdout));
  expect(review.status).toBe(status);
  return review;
}

/** The flags every review needs; parley-agent plays each role not named. */
export function reviewFlags(
  workspace: string,
  author = 'parley-agent',
  reviewer = 'parley-agent',
): string[] {
  return ['--workspace', workspace, '--author', author, '--reviewer', reviewer];
}

/** parley-agent given the way a user gives any program: a cmd: command line, its flags after. */
export function parleyAgentCommand(...flags: string[]): string {
  return [`cmd:'${process.execPath}'`, `'${PARLEY_AGENT_BIN}'`, ...flags].join(' ');
}

/** A file in fixtures/: the stand-in programs. */
export const fixture = (name: string): string => path.join(import.meta.dirname, 'fixtures', name);

/** One test's temp folder and the environment its runs get; dispose() removes it. */
export class ReviewSandbox {
  private constructor(
    readonly dir: string,
    readonly env: NodeJS.ProcessEnv,
  ) {}

  static async create(): Promise<ReviewSandbox> {
    const dir = await realpath(await mkdtemp(path.join(os.tmpdir(), 'parley-review-test-')));
    return new ReviewSandbox(dir, cliEnv({ PARLEY_DATA_DIR: path.join(dir, 'data') }));
  }

  /** The demo's project: a committed module, and a change with three slips parley-agent fixes. */
  projectWithSlips(): Promise<string> {
    return createDemoRepo(this.dir);
  }

  /** `parley review ARGS`, the real command, in this sandbox's environment plus extraEnv. */
  review(args: readonly string[], extraEnv: NodeJS.ProcessEnv = {}): Promise<CliRun> {
    return runParley(['review', ...args], { ...this.env, ...extraEnv });
  }

  /**
   * A PATH with a program called `name` first on it: a launcher that runs
   * `command` (e.g. an interpreter and a fixture) with the arguments it gets.
   */
  async pathWith(name: string, command: readonly string[]): Promise<string> {
    const dir = path.join(this.dir, `bin-${name}`);
    const launcher = path.join(dir, name);
    await mkdir(dir, { recursive: true });
    await writeFile(launcher, `#!/bin/sh\nexec ${command.map(shellQuote).join(' ')} "$@"\n`);
    await chmod(launcher, 0o755);
    return `${dir}${path.delimiter}${this.env.PATH ?? ''}`;
  }

  dispose(): Promise<void> {
    return rm(this.dir, { recursive: true, force: true });
  }
}
