import type { OutputFlow } from './outputFlow';

/**
 * The port through which the core runs external tools (git, jj, gh). Tests and
 * other hosts can pass their own; the real one is NodeCommandRunner.
 */

export interface RunOptions {
  readonly cwd: string;
  /** Merged over the inherited environment; an undefined value removes a variable. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Written to the child's stdin, which is then closed. */
  readonly input?: string;
}

/** A finished process. A non-zero exit is a result, not an exception: callers decide. */
export interface RunResult {
  readonly stdout: string;
  readonly stderr: string;
  readonly code: number;
}

/** Options of a run whose output is read as it comes. */
export interface StreamOptions extends RunOptions {
  /** Each piece of stdout as it arrives, decoded (a character is never split between pieces). */
  readonly onStdout: (text: string) => void;
  /** Aborting it kills the program. */
  readonly signal?: AbortSignal;
  /** While paused, stdout is not read: the program waits until it flows again. */
  readonly flow?: OutputFlow;
}

export interface CommandRunner {
  run(command: string, args: readonly string[], options: RunOptions): Promise<RunResult>;
  /**
   * As `run`, but stdout goes to `onStdout` as it arrives (the result's stdout
   * is empty). Optional: a runner without it is read whole, then handed on.
   */
  stream?(command: string, args: readonly string[], options: StreamOptions): Promise<RunResult>;
}

/** How to tell the user to get a tool the command line could not find. */
export interface ToolInfo {
  readonly command: string;
  readonly name: string;
  readonly installHint: string;
}

export const gitTool: ToolInfo = {
  command: 'git',
  name: 'Git',
  installHint: 'Install Git from https://git-scm.com and make sure `git` is on PATH.',
};
export const jjTool: ToolInfo = {
  command: 'jj',
  name: 'Jujutsu (jj)',
  installHint: 'Install Jujutsu from https://jj-vcs.github.io/jj/ and make sure `jj` is on PATH.',
};
export const ghTool: ToolInfo = {
  command: 'gh',
  name: 'GitHub CLI (gh)',
  installHint: 'Install the GitHub CLI from https://cli.github.com and run `gh auth login`.',
};
