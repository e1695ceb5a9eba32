import path from 'node:path';
import type { ForegroundProgram } from './foregroundProgram';

/** Programs that run what they read as commands. */
const SHELLS = new Set([
  ...'sh ash bash dash zsh ksh mksh oksh pdksh yash'.split(' '),
  ...'fish tcsh csh elvish nu xonsh osh ysh pwsh powershell'.split(' '),
]);

/**
 * A POSIX-style shell given a command string (`-c`, also in clusters like
 * `-lc`; fish and nu `--command(s)`), so it runs that and not what it reads.
 */
const COMMAND_STRING = /^(-[a-zA-Z]*c[a-zA-Z]*|--commands?)$/;
/** PowerShell's ways to run a command or a file (case-insensitive, one dash). */
const POWERSHELL_COMMAND = /^-(c|command|f|file|ec|encodedcommand)$/i;
/** Options whose value is the next argument, which must not be taken for a script file. */
const TAKES_VALUE = /^([-+][a-zA-Z]*[oOC]|--(rcfile|init-file|init-command|config|env-config))$/;

/**
 * The shell's name when `program` is a shell reading its commands from the
 * terminal: a login shell, `bash`, `exec bash --norc` after an agent exited.
 * A shell running a script (`sh -c 'claude; exec bash'` while claude runs,
 * `bash script.sh`) is not one: what it reads goes to the script.
 */
export function interactiveShellName(program: ForegroundProgram): string | null {
  const name = [program.name, program.binary, program.argv[0]]
    .map((candidate) => (candidate ? path.basename(candidate).replace(/^-/, '') : ''))
    .find((candidate) => SHELLS.has(candidate));
  if (!name) return null;
  const args = program.argv.slice(1);
  return readsTerminal(name, args) ? name : null;
}

function readsTerminal(shell: string, args: readonly string[]): boolean {
  if (shell === 'pwsh' || shell === 'powershell') {
    return !args.some((arg) => POWERSHELL_COMMAND.test(arg)) || args.some(isNoExit);
  }
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--' || arg === '-') return i === args.length - 1;
    if (COMMAND_STRING.test(arg)) return false;
    if (!/^[-+]/.test(arg)) return false; // the first operand is a script file
    if (TAKES_VALUE.test(arg)) i++;
  }
  return true;
}

const isNoExit = (arg: string) => /^-noexit$/i.test(arg);
