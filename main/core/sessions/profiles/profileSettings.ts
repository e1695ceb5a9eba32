import type { ProfileSettings } from '../../../../shared/contract';
import type { PermissionPolicy } from '../permissions/permissionPolicy';
import type { AgentProfile } from './profile';

/**
 * A profile as the user set it up in Settings: their command, arguments,
 * environment and model over the profile's own, and their allowed commands
 * added to every unattended run's policy. Their prices are not part of it: a
 * session keeps its profile from its start, while prices are asked for at
 * each priced turn (review/cost/profilePrices), so a change counts at once.
 */
export function withSettings(profile: AgentProfile, settings?: ProfileSettings): AgentProfile {
  if (!settings) return profile;
  const allowed = settings.allowedCommands;
  /** A permission rule maker that also allows the user's commands. */
  const alsoAllowed = <T>(
    make: ((policy: PermissionPolicy) => T) | undefined,
  ): ((policy: PermissionPolicy) => T) | undefined =>
    make && allowed.length > 0
      ? (policy) =>
          make({
            ...policy,
            allowedCommands: [...new Set([...allowed, ...policy.allowedCommands])],
          })
      : make;
  const permissionArgs = alsoAllowed(profile.permissionArgs);
  const permissionEnv = alsoAllowed(profile.permissionEnv);
  return {
    ...profile,
    // A profile whose command the user types each time keeps asking for it.
    ...(settings.command && !profile.needsCommand ? { command: settings.command } : {}),
    ...(settings.args ? { args: [...settings.args] } : {}),
    env: { ...profile.env, ...settings.env },
    cost: settings.model ? { ...profile.cost, model: settings.model } : profile.cost,
    ...(permissionArgs ? { permissionArgs } : {}),
    ...(permissionEnv ? { permissionEnv } : {}),
  };
}
