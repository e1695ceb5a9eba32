import type { ProfileSnapshot } from '../../../shared/contract';
import type { CommandHandlers } from '../api';
import type { AgentProfile } from '../sessions/profiles/profile';
import type { CommandDeps } from './commandDeps';

export function profileCommands(deps: CommandDeps): Pick<CommandHandlers, 'profile:list'> {
  return {
    'profile:list': async () => deps.profiles.list().map(toProfileSnapshot),
  };
}

export function toProfileSnapshot(profile: AgentProfile): ProfileSnapshot {
  return {
    id: profile.id,
    name: profile.name,
    description: profile.description,
    command: profile.command,
    args: [...profile.args],
    needsCommand: profile.needsCommand ?? false,
    canRunUnattended: profile.permissionArgs !== undefined,
  };
}
