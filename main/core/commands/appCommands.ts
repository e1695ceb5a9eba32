import type { CommandHandlers } from '../api';
import type { CommandDeps } from './commandDeps';

export function appCommands(deps: CommandDeps): Pick<CommandHandlers, 'app:info'> {
  return {
    'app:info': async () => deps.appInfo,
  };
}
