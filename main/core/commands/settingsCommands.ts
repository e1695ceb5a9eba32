import { CoreError, type CommandHandlers } from '../api';
import { standardsInUse } from '../settings/standardsInUse';
import { tablePricesFor } from '../settings/tablePricesFor';
import type { CommandDeps } from './commandDeps';

type SettingsCommandName = Extract<keyof CommandHandlers, `settings:${string}`>;

export function settingsCommands({
  settings,
  appInfo,
  profiles,
}: CommandDeps): Pick<CommandHandlers, SettingsCommandName> {
  return {
    'settings:get': async () => settings.read(),
    'settings:set': async (input) => settings.write(input),
    'settings:standards': async () =>
      standardsInUse(appInfo.workspace, settings.read().standardsFile),
    'settings:table-prices': async ({ profileId }) => {
      // Looked up with Settings applied: a model set there is the one the table is read for.
      const profile = profiles.get(profileId);
      if (!profile) throw new CoreError('not-found', `There is no profile ${profileId}.`);
      return tablePricesFor(profile.cost.model);
    },
  };
}
