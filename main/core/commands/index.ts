import type { CommandHandlers } from '../api';
import { appCommands } from './appCommands';
import type { CommandDeps } from './commandDeps';
import { profileCommands } from './profileCommands';
import { reviewCommands } from './reviewCommands';
import { settingsCommands } from './settingsCommands';
import { diffBranchCommands } from './diffBranchCommands';
import { diffWatchCommands } from './diffWatchCommands';
import { diffTextCommands } from './diffTextCommands';
import { diffStreamCommands } from './diffStreamCommands';
import { sessionCommands } from './sessionCommands';

export type { CommandDeps } from './commandDeps';

/** Every command's handler, one small file per namespace, merged here. */
export function createCommandHandlers(deps: CommandDeps): CommandHandlers {
  return {
    ...appCommands(deps),
    ...profileCommands(deps),
    ...sessionCommands(deps),
    ...reviewCommands(deps),
    ...settingsCommands(deps),
    ...diffWatchCommands(deps),
    ...diffTextCommands(deps),
    ...diffBranchCommands(deps),
    ...diffStreamCommands(deps),
  };
}
