import { UsageError } from '../command';

/** Which agent runs one side of a review, as `--author` / `--reviewer` name it. */
export interface AgentSpec {
  /** Exactly what the user wrote: the same text on both sides means self-review. */
  readonly text: string;
  readonly profileId: string;
  /** For `cmd:` specs: the command line, run by the custom profile through /bin/sh. */
  readonly command?: string;
  /** How progress lines name it. */
  readonly label: string;
}

const COMMAND_PREFIX = 'cmd:';
/** The profile that runs a user's own command line. */
const CUSTOM_PROFILE = 'custom';

/**
 * Reads a SPEC: a built-in profile's id (claude, codex, parley-agent…) or
 * `cmd:<command line>` for any other program. profileIds are the ids the
 * core knows; the custom profile is reached only through `cmd:`.
 */
export function parseAgentSpec(
  flag: string,
  text: string,
  profileIds: readonly string[],
): AgentSpec {
  if (text.startsWith(COMMAND_PREFIX)) {
    const command = text.slice(COMMAND_PREFIX.length).trim();
    if (command === '') throw new UsageError(`${flag} cmd: needs a command line after "cmd:".`);
    return { text, profileId: CUSTOM_PROFILE, command, label: commandLabel(command) };
  }
  const named = profileIds.filter((id) => id !== CUSTOM_PROFILE);
  if (!named.includes(text)) {
    throw new UsageError(
      `${flag} takes a profile (${named.join(', ')}) or cmd:<command line>, not "${text}".`,
    );
  }
  return { text, profileId: text, label: text };
}

/** A command line short enough for a progress line. */
function commandLabel(command: string): string {
  const MAX = 40;
  return command.length <= MAX ? command : `${command.slice(0, MAX - 1)}…`;
}
