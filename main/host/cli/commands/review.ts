import path from 'node:path';
import { builtInProfiles } from '../../../core/sessions/profiles';
import { defaultDataDir } from '../../appPaths';
import type { CliCommand, CliIo } from '../command';
import { UsageError, existingDirectory, parseFlags } from '../command';
import type { AgentSpec } from '../reviewRun/agentSpec';
import { parseAgentSpec } from '../reviewRun/agentSpec';
import { shellWords } from '../../../../shared/shellWords';
import { parseReviewSettings } from '../reviewRun/reviewSettings';
import { createLocalCore, startLocalCore, type LocalCoreFactory } from '../reviewRun/localCore';
import { runAndReport } from '../reviewRun/runAndReport';
import { withJsonErrors } from '../jsonErrors';

const profileNames = builtInProfiles.map((p) => p.id).filter((id) => id !== 'custom');
const DEFAULT_DIALOG_TIMEOUT_S = 30;

const usage = `Usage: parley review --workspace DIR --author SPEC --reviewer SPEC [options]
       parley review --workspace DIR --author SPEC --self-review [options]

Runs one agent review from the command line: the author's work in DIR is
reviewed by the reviewer; with --auto-iterate the author then addresses the
comments and the reviewer looks again, until it approves or the limit of
rounds (or the cost ceiling) is reached.

The agents run unattended and never stop on a permission dialog: the author
edits files in DIR and runs the allowed commands; the reviewer never edits,
and reads, searches and runs read-only git, read-only shell commands and the
allowed commands. Allowed by default: the project's own checks (package.json
test/lint/build/typecheck scripts, make test/check/lint/build, cargo, go and
pytest checks where the project has them) and read-only git. The agent itself
refuses any other tool call and goes on.

  --workspace DIR        the repository whose changes are reviewed
  --author SPEC          the agent whose work it is
  --reviewer SPEC        the agent that reviews it, in a session of its own:
                         the same SPEC as --author gives a second agent with
                         fresh context
  --self-review          the author's own session reviews its work (no --reviewer)
  --author-args=ARGS     more arguments for the author's program, quoted as
                         in a shell: --author-args="--model opus"
  --reviewer-args=ARGS   more arguments for the reviewer's program
  --allow COMMAND        a command line the agents may also run, as a prefix
                         ("npm run e2e" allows "npm run e2e -- --headed");
                         repeat for more
  --source SOURCE        working-tree (default), branch:BASE, jj or pr:N
  --max-rounds N         1 to 20 (default: by effort; low 1, medium 3, high 4, max 6)
  --auto-iterate         send the comments to the author and review again
                         (default: stop after the first review)
  --cost-ceiling USD     pause before a phase would spend past this many dollars
  --effort LEVEL         low, medium (default), high or max: how deep the review goes
  --gate SEVERITY        error, warning (default) or suggestion: approve once no
                         open finding is at or above it, whatever the verdict word
  --json                 print the final review as one line of JSON (the last
                         line of stdout; {"error": …} when none was made);
                         progress goes to stderr
  --data-dir DIR         where Parley keeps the review, its journal and transcripts
                         (default: PARLEY_DATA_DIR, else the desktop app's data folder)
  --dialog-timeout S     give up when an agent shows a dialog (trust, login,
                         permission) for S seconds (default ${DEFAULT_DIALOG_TIMEOUT_S})

SPEC is a profile (${profileNames.join(', ')}) or cmd:<command line>
(any program, run through /bin/sh).

Exit status: 0 approved; 1 not approved (changes requested, max rounds, needs
discussion, stalled); 3 paused at the cost ceiling; 2 bad usage or an error;
130 / 143 stopped by SIGINT / SIGTERM (the agents are stopped too).
`;

export function createReviewCommand(createCore: LocalCoreFactory = createLocalCore): CliCommand {
  return {
    name: 'review',
    summary: 'Run an agent review loop on a repository (for scripts and CI)',
    usage,
    run: (args, io) => withJsonErrors(args, io, () => runReviewCommand(args, io, createCore)),
  };
}

export const reviewCommand = createReviewCommand();

async function runReviewCommand(
  args: readonly string[],
  io: CliIo,
  createCore: LocalCoreFactory,
): Promise<number> {
  const { values } = parseFlags(args, {
    workspace: { type: 'string' },
    author: { type: 'string' },
    reviewer: { type: 'string' },
    'self-review': { type: 'boolean' },
    'author-args': { type: 'string' },
    'reviewer-args': { type: 'string' },
    allow: { type: 'string', multiple: true },
    source: { type: 'string' },
    'max-rounds': { type: 'string' },
    'auto-iterate': { type: 'boolean' },
    'cost-ceiling': { type: 'string' },
    effort: { type: 'string' },
    gate: { type: 'string' },
    json: { type: 'boolean' },
    'data-dir': { type: 'string' },
    'dialog-timeout': { type: 'string' },
  });
  const workspace = existingDirectory(
    path.resolve(io.cwd, required(values.workspace, '--workspace DIR')),
  );
  const selfReview = values['self-review'] ?? false;
  const author = parseAgentSpec(
    '--author',
    required(values.author, '--author SPEC'),
    profileNames,
    flagWords('--author-args', values['author-args']),
  );
  const reviewer = selfReview
    ? selfReviewer(author, values.reviewer, values['reviewer-args'])
    : parseAgentSpec(
        '--reviewer',
        required(values.reviewer, '--reviewer SPEC (or --self-review)'),
        profileNames,
        flagWords('--reviewer-args', values['reviewer-args']),
      );
  const allowedCommands = allowFlags(values.allow);
  const settings = parseReviewSettings(values);
  const dialogLimitMs = parseSeconds(values['dialog-timeout']) * 1000;
  const dataDir = values['data-dir']
    ? path.resolve(io.cwd, values['data-dir'])
    : defaultDataDir(io.env);

  const { core, log } = await startLocalCore(createCore, 'review', {
    workspace,
    dataDir,
    env: io.env,
  });
  return runAndReport({
    io,
    json: values.json ?? false,
    core,
    dataDir,
    log,
    review: {
      workspace,
      author,
      reviewer,
      selfReview,
      allowedCommands,
      settings,
      dialogLimitMs,
    },
  });
}

function required(value: string | undefined, flag: string): string {
  if (value === undefined || value.trim() === '') throw new UsageError(`${flag} is required.`);
  return value;
}

/** With --self-review the author reviews itself: a --reviewer must not say otherwise. */
function selfReviewer(
  author: AgentSpec,
  reviewer: string | undefined,
  reviewerArgs: string | undefined,
): AgentSpec {
  if ((reviewer !== undefined && reviewer !== author.text) || reviewerArgs !== undefined) {
    throw new UsageError(
      '--self-review reviews the author in its own session: leave out --reviewer and --reviewer-args.',
    );
  }
  return author;
}

function flagWords(flag: string, value: string | undefined): string[] {
  try {
    return shellWords(value ?? '');
  } catch (error) {
    throw new UsageError(`${flag} ${(error as Error).message}.`);
  }
}

function allowFlags(values: readonly string[] | undefined): string[] {
  return (values ?? []).map((value) => {
    const command = value.trim();
    if (command === '' || /[\n\r]/.test(command)) {
      throw new UsageError(`--allow takes one command line, not "${value}".`);
    }
    return command;
  });
}

function parseSeconds(text: string | undefined): number {
  if (text === undefined) return DEFAULT_DIALOG_TIMEOUT_S;
  const seconds = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || seconds <= 0 || seconds > 3600) {
    throw new UsageError(`--dialog-timeout takes seconds above 0 and up to 3600, not "${text}".`);
  }
  return seconds;
}
