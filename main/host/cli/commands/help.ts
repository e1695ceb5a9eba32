import type { CliCommand } from '../command';
import { EXIT_OK, UsageError } from '../command';

/** The overview `parley --help` prints: every registered command with its one-line summary. */
export function overview(commands: readonly CliCommand[]): string {
  const width = Math.max(...commands.map((command) => command.name.length));
  const rows = commands.map((command) => `  ${command.name.padEnd(width)}  ${command.summary}`);
  return [
    "Parley: AI coding agents review each other's work.",
    '',
    'Usage: parley <command> [options]',
    '',
    'Commands:',
    ...rows,
    '',
    'Run `parley <command> --help` for its options. The desktop app: `npm start`.',
    '',
  ].join('\n');
}

/** `parley help [COMMAND]`; built over the registry so it always lists what exists. */
export function createHelpCommand(registry: () => readonly CliCommand[]): CliCommand {
  return {
    name: 'help',
    summary: 'Show every command, or the options of one',
    usage: 'Usage: parley help [COMMAND]\n',
    async run(args, io) {
      if (args.length > 1) throw new UsageError('help takes at most one command name.');
      const [name] = args;
      if (name === undefined) {
        io.stdout.write(overview(registry()));
        return EXIT_OK;
      }
      const command = registry().find((candidate) => candidate.name === name);
      if (!command) throw new UsageError(`there is no command "${name}".`);
      io.stdout.write(command.usage);
      return EXIT_OK;
    },
  };
}
