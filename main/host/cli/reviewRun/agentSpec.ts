import { shellQuote } from '../../../core/text/shellQuote';
import { UsageError } from '../command';

/** Which agent runs one side of a review, as `--author` / `--reviewer` name it. */
export interface AgentSpec {
  /** Exactly what the user wrote: the same text on both sides means self-review. */
  readonly text: string;
  readonly profileId: string;
  /** For `cmd:` specs: the command line, run by the custom profile through /bin/sh. */
  readonly command?: string;
  /** Arguments for this side's program beyond its profile's (a model, a config). */
  readonly args: readonly string[];
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
  args: readonly string[] = [],
): AgentSpec {
  if (text.startsWith(COMMAND_PREFIX)) {
    const command = text.slice(COMMAND_PREFIX.length).trim();
    if (command === '') throw new UsageError(`${flag} cmd: needs a command line after "cmd:".`);
    // A command line carries its own arguments: they are added to it.
    const line = [command, ...args.map(shellQuote)].join(' ');
    return { text, profileId: CUSTOM_PROFILE, command: line, args: [], label: commandLabel(line) };
  }
  const named = profileIds.filter((id) => id !== CUSTOM_PROFILE);
  if (!named.includes(text)) {
    throw new UsageError(
      `${flag} takes a profile (${named.join(', ')}) or cmd:<command line>, not "${text}".`,
    );
  }
  return {
    text,
    profileId: text,
    args,
    label: args.length > 0 ? `${text} ${args.join(' ')}` : text,
  };
}

/** A command line short enough for a progress line. */
function commandLabel(command: string): string {
  const MAX = 40;
  return command.length <= MAX ? command : `${command.slice(0, MAX - 1)}…`;
}
