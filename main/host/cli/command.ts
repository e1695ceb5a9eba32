import { statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { ParseArgsOptionsConfig } from 'node:util';

/** What a command may touch of the process, so tests can run one in-process. */
export interface CliIo {
  readonly stdout: NodeJS.WritableStream;
  readonly stderr: NodeJS.WritableStream;
  readonly stdin: NodeJS.ReadableStream;
  readonly cwd: string;
  readonly env: NodeJS.ProcessEnv;
  /** Aborted when the user asks the process to stop (SIGINT, SIGTERM); the reason is the signal. */
  readonly stopSignal: AbortSignal;
}

/** One `parley <name>` command. Register it in ./commands/index.ts. */
export interface CliCommand {
  readonly name: string;
  /** One line for `parley --help`. */
  readonly summary: string;
  /** Shown by `parley <name> --help` and after a usage error: a usage line, then options. */
  readonly usage: string;
  /** Resolves with the exit code. Throw UsageError for bad arguments (exit 2). */
  run(args: readonly string[], io: CliIo): Promise<number>;
}

export const EXIT_OK = 0;
export const EXIT_FAILURE = 1;
export const EXIT_USAGE = 2;

/** Bad arguments: the framework prints the message and the command's usage, and exits 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/**
 * node:util parseArgs in strict mode, with its errors (unknown option,
 * missing value, stray positional) turned into UsageError.
 */
export function parseFlags<const T extends ParseArgsOptionsConfig>(
  args: readonly string[],
  options: T,
  allowPositionals = false,
) {
  try {
    return parseArgs({ args: [...args], options, strict: true, allowPositionals });
  } catch (error) {
    if (
      error instanceof TypeError &&
      'code' in error &&
      String(error.code).startsWith('ERR_PARSE_ARGS')
    ) {
      // Node adds to an unknown option, when positionals are allowed, a hint whose quotes do not
      // close ('-- "--bogus"): the option is all a person needs.
      const unknown =
        error.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && /'([^']+)'/.exec(error.message);
      throw new UsageError(unknown ? `Unknown option '${unknown[1]}'.` : error.message);
    }
    throw error;
  }
}

/** The `--workspace` a command was given, which must be a directory. */
export function existingDirectory(dir: string): string {
  let isDirectory = false;
  try {
    isDirectory = statSync(dir).isDirectory();
  } catch {
    // Missing or unreadable: reported below as the same usage error.
  }
  if (!isDirectory) throw new UsageError(`--workspace ${dir} is not a directory.`);
  return dir;
}
