import type { AgentProfile } from './profiles/profile';
import type { SessionDefinition } from './sessionDefinition';

/** The program, arguments and environment one start of a session runs. */
export interface LaunchSpec {
  readonly command: string;
  readonly args: readonly string[];
  readonly env: Record<string, string>;
}

export interface LaunchExtras {
  /** Arguments added after the session's (e.g. unattended mode, a turn signal's hook). */
  readonly extraArgs?: readonly string[];
  readonly env?: Readonly<Record<string, string>>;
}

/** The shell a custom command line runs through (`/bin/sh -c LINE`). */
export const SHELL_FOR_COMMAND_LINES = '/bin/sh';
const TERMINAL_ENV = { TERM: 'xterm-256color', COLORTERM: 'truecolor' };

/**
 * What to run for a definition. A custom command line without separate
 * arguments runs through /bin/sh -c, so quoting, pipes and variables behave as
 * the user typed them.
 */
export function buildLaunchSpec(
  definition: SessionDefinition,
  profile: AgentProfile,
  baseEnv: Readonly<Record<string, string | undefined>>,
  extras: LaunchExtras = {},
): LaunchSpec {
  const env = launchEnv(profile, baseEnv, extras.env);
  const extraArgs = extras.extraArgs ?? [];
  if (profile.needsCommand && definition.args.length === 0) {
    // Extra arguments reach the command line as "$@" ("sh" fills $0).
    const line = extraArgs.length > 0 ? `${definition.command} "$@"` : definition.command;
    const args = ['-c', line, ...(extraArgs.length > 0 ? ['sh', ...extraArgs] : [])];
    return { command: SHELL_FOR_COMMAND_LINES, args, env };
  }
  return { command: definition.command, args: [...definition.args, ...extraArgs], env };
}

/** The environment a session's program runs in: the base, the terminal's, the profile's, the extras'. */
export function launchEnv(
  profile: AgentProfile,
  baseEnv: Readonly<Record<string, string | undefined>>,
  extraEnv: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(baseEnv)) if (value !== undefined) env[key] = value;
  return Object.assign(env, TERMINAL_ENV, profile.env, extraEnv);
}
