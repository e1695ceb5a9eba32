import type { CliCommand, CliIo } from './command';
import { EXIT_OK, EXIT_USAGE, UsageError } from './command';
import { cliCommands } from './commands';
import { overview } from './commands/help';
import { appVersion } from '../appPaths';

/**
 * `parley <command> [args]`: finds the command in the registry and runs it.
 * Help and version are answered here; a usage mistake prints the usage on
 * stderr and exits 2; an unexpected failure prints one line and exits 2.
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
    io.stderr.write(`parley: ${what}.\n\n${overview(commands)}`);
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
      io.stderr.write(`parley ${command.name}: ${error.message}\n\n${command.usage}`);
      return EXIT_USAGE;
    }
    const message = error instanceof Error ? error.message : String(error);
    io.stderr.write(`parley ${command.name}: ${message}\n`);
    return EXIT_USAGE;
  }
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
