import type { AgentProfile } from '../profiles/profile';
import type { SessionDefinition } from '../sessionDefinition';
import { permissionPolicy } from './permissionPolicy';
import { projectChecks } from './projectChecks';

/**
 * The permission flags one start of a session runs with: none for a session a
 * person attends; for one with a role, the profile's flags for that role's
 * policy over the project's own checks (read at each start, so a new script
 * counts after a restart) and the commands the user allowed.
 */
export function unattendedArgs(
  definition: Pick<SessionDefinition, 'role' | 'allowedCommands' | 'cwd'>,
  profile: Pick<AgentProfile, 'permissionArgs'>,
): readonly string[] {
  if (!definition.role || !profile.permissionArgs) return [];
  const allowed = [...projectChecks(definition.cwd), ...(definition.allowedCommands ?? [])];
  return profile.permissionArgs(permissionPolicy(definition.role, allowed));
}
