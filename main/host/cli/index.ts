import type { CliCommand, CliIo } from './command';
import { EXIT_OK, EXIT_USAGE, UsageError } from './command';
import { cliCommands } from './commands';
import { overview } from './commands/help';
import { appVersion } from '../appPaths';

/**
 * `parley <command> [args]`: finds the command in the registry and runs it.
 * Help and version are answered here; a usage mistake prints what is wrong
 * and where the usage is, and an unexpected failure what failed, each as
 * "parley <command>: <what>" on stderr, exit 2.
 */
export async function runCli(
  argv: readonly string[],
  io: CliIo,
  commands: readonly CliCommand[] = cliCommands,
): Promise<number> {
  const [first, ...rest] = argv;
  if (first === '--help' || first === '-h') {
    io.stdout.write(overview(commands));
    return EXIT_OK;
  }
  if (first === '--version' || first === '-v') {
    io.stdout.write(`${appVersion()}\n`);
    return EXIT_OK;
  }
  if (first === undefined) {
    io.stderr.write(overview(commands));
    return EXIT_USAGE;
  }
  const command = commands.find((candidate) => candidate.name === first);
  if (!command) {
    const what = first.startsWith('-') ? `unknown option ${first}` : `unknown command "${first}"`;
    io.stderr.write(`parley: ${what}. See 'parley --help'.\n`);
    return EXIT_USAGE;
  }
  if (rest.includes('--help') || rest.includes('-h')) {
    io.stdout.write(command.usage);
    return EXIT_OK;
  }
  try {
    return await command.run(rest, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(
        `parley ${command.name}: ${sentence(error.message)}\nSee 'parley ${command.name} --help'.\n`,
      );
      return EXIT_USAGE;
    }
    const message = error instanceof Error ? error.message : String(error);
    io.stderr.write(`parley ${command.name}: ${sentence(message)}\n`);
    return EXIT_USAGE;
  }
}

/**
 * A message as it goes after "parley <command>: ", in one form whoever wrote it
 * (Node's parseArgs capitalises, Parley's own messages do not): lower-case
 * first letter when its first word is an ordinary capitalised one, not a
 * name with other capitals (CLI, PATH, GitHub).
 */
function sentence(message: string): string {
  return /^[A-Z][a-z]+\b/.test(message) ? message[0]!.toLowerCase() + message.slice(1) : message;
}

/** The real process: its streams, and SIGINT/SIGTERM as the stop signal. */
export function processIo(): CliIo {
  const stop = new AbortController();
  // Repeats are ignored: a library in the store (when-exit) re-raises the signal it saw, so
  // a repeat is no proof of impatience, and the core's shutdown is bounded anyway.
  const onSignal = (signal: NodeJS.Signals) => stop.abort(signal);
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return {
    stdout: process.stdout,
    stderr: process.stderr,
    stdin: process.stdin,
    cwd: process.cwd(),
    env: process.env,
    stopSignal: stop.signal,
  };
}
