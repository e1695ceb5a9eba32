import type { CliCommand } from '../command';
import { createHelpCommand } from './help';
import { serveCommand } from './serve';
import { parseReviewCommand } from './parseReview';
import { reviewCommand } from './review';
import { demoCommand } from './demo';

/**
 * Every `parley` command. To add one, write a module exporting a CliCommand
 * (see ../command.ts) and add it to this list: `parley --help` lists it.
 */
const commands: readonly CliCommand[] = [
  serveCommand,
  parseReviewCommand,
  reviewCommand,
  demoCommand,
];

export const cliCommands: readonly CliCommand[] = [
  ...commands,
  createHelpCommand(() => cliCommands),
];
