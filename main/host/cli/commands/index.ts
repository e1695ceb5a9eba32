import type { CliCommand } from '../command';
import { createHelpCommand } from './help';
import { serveCommand } from './serve';
import { parseReviewCommand } from './parseReview';

/**
 * Every `parley` command. To add one, write a module exporting a CliCommand
 * (see ../command.ts) and add it to this list: `parley --help` lists it.
 */
const commands: readonly CliCommand[] = [serveCommand, parseReviewCommand];

export const cliCommands: readonly CliCommand[] = [
  ...commands,
  createHelpCommand(() => cliCommands),
];
