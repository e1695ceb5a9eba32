import type { ProfileSnapshot } from '../../../shared/contract';
import type { CommandHandlers } from '../api';
import type { AgentProfile } from '../sessions/profiles/profile';
import { resolveCommand } from '../sessions/pty/resolveCommand';
import type { CommandDeps } from './commandDeps';

export function profileCommands(deps: CommandDeps): Pick<CommandHandlers, 'profile:list'> {
  return {
    'profile:list': async () =>
      deps.profiles.list().map((profile) => toProfileSnapshot(profile, isInstalled(profile, deps))),
  };
}

/** Whether the profile's program can start: the custom profile's command is the user's to give. */
function isInstalled(profile: AgentProfile, deps: CommandDeps): boolean {
  if (profile.needsCommand) return true;
  try {
    resolveCommand(profile.command, deps.appInfo.workspace, deps.env.PATH);
    return true;
  } catch {
    return false;
  }
}

export function toProfileSnapshot(profile: AgentProfile, installed: boolean): ProfileSnapshot {
  return {
    id: profile.id,
    name: profile.name,
    description: profile.description,
    command: profile.command,
    args: [...profile.args],
    needsCommand: profile.needsCommand ?? false,
    canRunUnattended: profile.permissionArgs !== undefined,
    installed,
    ...(profile.installHint ? { installHint: profile.installHint } : {}),
  };
}
