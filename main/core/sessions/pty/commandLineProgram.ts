import { spawnSync } from 'node:child_process';

/** Characters a shell would expand, unquote or treat as syntax: such a first word is left to it. */
const SHELL_SYNTAX = /[$`*?[\]~{}()<>|;&!=\\'"]/;

/**
 * Checks that the program a `/bin/sh -c` command line starts with exists, as
 * the shell itself would look it up (`command -v`: PATH, builtins, keywords),
 * so a mistyped program is a clear error before any PTY is opened rather than
 * a terminal that prints "not found" and dies. A line whose first word the
 * shell would expand (a variable, a glob, an assignment) is left to the shell.
 */
export function assertCommandLineProgram(
  shell: string,
  line: string,
  cwd: string,
  env: Readonly<Record<string, string>>,
): void {
  const program = leadingProgram(line);
  if (program === null) return;
  const found = spawnSync(shell, ['-c', 'command -v "$1" >/dev/null', 'sh', program], {
    cwd,
    env,
    stdio: 'ignore',
  });
  // The shell could not be run at all: the spawn reports that itself.
  if (found.error || found.status === 0) return;
  throw new Error(
    program.includes('/')
      ? `'${program}' does not exist or is not an executable file.`
      : `'${program}' was not found on PATH. Install it, or give the command's full path.`,
  );
}

/** The command line's first word when it is a plain program name or path; null otherwise. */
function leadingProgram(line: string): string | null {
  const raw = line.trimStart().split(/\s/, 1)[0] ?? '';
  return raw === '' || raw.startsWith('-') || SHELL_SYNTAX.test(raw) ? null : raw;
}
