import { CoreError } from '../api';
import type { CommandRunner, RunOptions, RunResult, StreamOptions } from './commandRunner';

/** The port the core runs git through. */
export interface GitRunner {
  run(args: readonly string[], options: RunOptions): Promise<RunResult>;
  /** As `run`, stdout handed on as it arrives; optional (see `streamGit`). */
  stream?(args: readonly string[], options: StreamOptions): Promise<RunResult>;
}

/**
 * Variables that would point git at another repository or index than the one
 * we name (set, for example, when Parley itself is started from a git hook).
 * Callers that mean to set one (GIT_INDEX_FILE) pass it explicitly.
 */
const INHERITED_GIT_VARIABLES_TO_DROP = [
  'GIT_DIR',
  'GIT_WORK_TREE',
  'GIT_INDEX_FILE',
  'GIT_OBJECT_DIRECTORY',
  'GIT_ALTERNATE_OBJECT_DIRECTORIES',
  'GIT_COMMON_DIR',
  'GIT_NAMESPACE',
  'GIT_PREFIX',
  'GIT_EXTERNAL_DIFF',
] as const;

/** Real git through a CommandRunner, with an environment that cannot surprise it. */
export class NodeGitRunner implements GitRunner {
  constructor(private readonly commands: CommandRunner) {}

  run(args: readonly string[], options: RunOptions): Promise<RunResult> {
    return this.commands.run('git', args, { ...options, env: this.env(options) });
  }

  stream(args: readonly string[], options: StreamOptions): Promise<RunResult> {
    const runner = this.commands;
    if (!runner.stream) return runWhole(this, args, options);
    return runner.stream('git', args, { ...options, env: this.env(options) });
  }

  private env(options: RunOptions): Record<string, string | undefined> {
    const env: Record<string, string | undefined> = {
      // Read-only commands (status, diff) must not rewrite the user's index to refresh it.
      GIT_OPTIONAL_LOCKS: '0',
      GIT_TERMINAL_PROMPT: '0',
    };
    for (const name of INHERITED_GIT_VARIABLES_TO_DROP) env[name] = undefined;
    return { ...env, ...options.env };
  }
}

/** A runner that cannot stream: the whole output, handed on at once. */
async function runWhole(
  git: GitRunner,
  args: readonly string[],
  options: StreamOptions,
): Promise<RunResult> {
  const { onStdout, signal, ...rest } = options;
  const result = await git.run(args, rest);
  if (signal?.aborted)
    throw new CoreError('failed', 'git was stopped: its output is no longer wanted.');
  if (result.code === 0) onStdout(result.stdout);
  return { ...result, stdout: '' };
}

/** Runs git, its stdout handed to `onStdout` as it comes; a failure becomes a CoreError. */
export async function streamGit(
  git: GitRunner,
  args: readonly string[],
  options: StreamOptions,
): Promise<void> {
  const result = await (git.stream ? git.stream(args, options) : runWhole(git, args, options));
  if (result.code !== 0) throw gitFailure(args, options.cwd, result);
}

/** Runs git and returns stdout; a failure becomes a CoreError that says what went wrong. */
export async function runGit(
  git: GitRunner,
  args: readonly string[],
  options: RunOptions,
): Promise<string> {
  const result = await git.run(args, options);
  if (result.code === 0) return result.stdout;
  throw gitFailure(args, options.cwd, result);
}

export function gitFailure(args: readonly string[], cwd: string, result: RunResult): CoreError {
  const stderr = result.stderr.trim();
  if (/not a git repository/i.test(stderr)) {
    return new CoreError('bad-input', `${cwd} is not inside a git repository.`);
  }
  const command = args.find((a) => !a.startsWith('-') && !a.includes('=')) ?? args[0] ?? '';
  return new CoreError(
    'failed',
    `git ${command} failed (exit ${result.code}): ${stderr || result.stdout.trim() || 'no output'}`,
  );
}
