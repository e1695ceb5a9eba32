import type { CommandHandlers } from '../api';
import { standardsInUse } from '../settings/standardsInUse';
import type { CommandDeps } from './commandDeps';

type SettingsCommandName = Extract<keyof CommandHandlers, `settings:${string}`>;

export function settingsCommands({
  settings,
  appInfo,
}: CommandDeps): Pick<CommandHandlers, SettingsCommandName> {
  return {
    'settings:get': async () => settings.read(),
    'settings:set': async (input) => settings.write(input),
    'settings:standards': async () =>
      standardsInUse(appInfo.workspace, settings.read().standardsFile),
  };
}
