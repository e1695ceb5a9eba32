import type { AgentProfile } from '../profiles/profile';
import type { SessionDefinition } from '../sessionDefinition';
import type { PermissionPolicy } from './permissionPolicy';
import { permissionPolicy } from './permissionPolicy';
import { projectChecks } from './projectChecks';

type Unattended = Pick<SessionDefinition, 'role' | 'allowedCommands' | 'cwd'>;

/**
 * The permission flags one start of a session runs with: none for a session a
 * person attends; for one with a role, the profile's flags for that role's
 * policy over the project's own checks (read at each start, so a new script
 * counts after a restart) and the commands the user allowed.
 */
export function unattendedArgs(
  definition: Unattended,
  profile: Pick<AgentProfile, 'permissionArgs'>,
): readonly string[] {
  const policy = unattendedPolicy(definition);
  return policy && profile.permissionArgs ? profile.permissionArgs(policy) : [];
}

/** The same policy as environment, for a profile whose CLI reads it from there. */
export function unattendedEnv(
  definition: Unattended,
  profile: Pick<AgentProfile, 'permissionEnv'>,
): Readonly<Record<string, string>> {
  const policy = unattendedPolicy(definition);
  return policy && profile.permissionEnv ? profile.permissionEnv(policy) : {};
}

function unattendedPolicy(definition: Unattended): PermissionPolicy | null {
  if (!definition.role) return null;
  const allowed = [...projectChecks(definition.cwd), ...(definition.allowedCommands ?? [])];
  return permissionPolicy(definition.role, allowed);
}
