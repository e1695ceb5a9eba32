import { z } from 'zod';
import { AgentRoleSchema } from '../../../shared/contract';

/**
 * What Parley remembers of a session across restarts. The process is not
 * remembered: a persisted session comes back 'stopped' and starts on demand.
 * Environment overrides are deliberately not persisted (they may hold secrets).
 */
export const SessionDefinitionSchema = z.object({
  id: z.string().min(1).max(100),
  name: z.string().min(1).max(100),
  profileId: z.string().min(1).max(100),
  cwd: z.string().min(1),
  /** The program (the profile's, or the user's override), or the custom profile's command line. */
  command: z.string(),
  /** Its arguments, fixed when the session was created. */
  args: z.array(z.string()),
  cols: z.int().min(2).max(1000),
  rows: z.int().min(1).max(500),
  createdAt: z.string(),
  /** Runs unattended in this role, under its permission policy (kept across restarts). */
  role: AgentRoleSchema.optional(),
  allowedCommands: z.array(z.string()).optional(),
});
export type SessionDefinition = z.infer<typeof SessionDefinitionSchema>;

export const SessionDefinitionsSchema = z.array(SessionDefinitionSchema);

/** Keeps the valid entries of a stored list; a damaged entry must not take the others with it. */
export function validDefinitions(value: unknown): SessionDefinition[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry) => {
    const parsed = SessionDefinitionSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}
