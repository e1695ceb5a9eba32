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

export interface CommandRunner {
  run(command: string, args: readonly string[], options: RunOptions): Promise<RunResult>;
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
