/**
 * A permission policy as opencode reads it (checked against opencode-ai
 * 1.18.33: its config schema and permission code in the binary, and real runs
 * in a PTY). opencode has no permission flag; it merges the JSON in
 * OPENCODE_PERMISSION over the `permission` of its config files, after all of
 * them, and then:
 * - turns each `tool: action` into a rule and each `tool: {pattern: action}`
 *   into one rule per pattern, in the order written; the last rule that
 *   matches a call decides it (allow, ask or deny), so a catch-all goes first;
 * - offers the model no tool whose last rule is a catch-all deny: a
 *   reviewer's model is never even offered edit, write or apply_patch;
 * - refuses a denied call back to the model ("The user has specified a rule
 *   which prevents you from using this specific tool call"), whose turn goes
 *   on; nothing ever asks.
 * A bash call is checked command by command (each part of `a && b`, each
 * `$(…)`), each as its whole text, redirections included; `git status *`
 * also matches the bare `git status`. External paths (outside the
 * workspace), repeated calls (doom_loop), questions and everything else fall
 * under the catch-all deny.
 * A user's own rules for a key Parley does not set as a whole (their `bash`
 * patterns) stay in the merged object before Parley's: their "allow" for a
 * command still lets it run, as a user's own allow rule does for Claude Code
 * and Codex.
 */
import type { PermissionPolicy } from './permissionPolicy';

type Action = 'allow' | 'deny';

/** The environment variable opencode reads extra permission rules from. */
export const OPENCODE_PERMISSION_ENV = 'OPENCODE_PERMISSION';

/**
 * Tools that only search (or only touch opencode's own todo list): both roles.
 * `list` is gone from 1.18 but older versions have it.
 */
const SEARCH_TOOLS = ['glob', 'grep', 'list', 'todowrite'] as const;

/** Reading, with opencode's own caution over secrets: where it would ask, this refuses. */
const READ_RULES: Record<string, Action> = {
  '*': 'allow',
  '*.env': 'deny',
  '*.env.*': 'deny',
  '*.env.example': 'allow',
};

export function opencodePermissionEnv(policy: PermissionPolicy): Record<string, string> {
  return { [OPENCODE_PERMISSION_ENV]: JSON.stringify(opencodePermission(policy)) };
}

/** The rules for a role, as opencode's `permission` config (key order matters). */
export function opencodePermission(policy: PermissionPolicy): Record<string, unknown> {
  const commands: Record<string, Action> = { '*': 'deny' };
  for (const command of policy.allowedCommands) commands[`${command} *`] = 'allow';
  if (policy.role === 'reviewer') {
    // A redirection would let an allowed `cat` write a file: the reviewer never writes.
    commands['*>*'] = 'deny';
    commands['*<*'] = 'deny';
  }
  return {
    '*': 'deny',
    read: READ_RULES,
    ...Object.fromEntries(SEARCH_TOOLS.map((tool) => [tool, 'allow'])),
    // A whole-key value replaces a user's own `edit` rules instead of merging with them.
    edit: policy.role === 'author' ? 'allow' : 'deny',
    bash: commands,
  };
}

/**
 * opencode's build agent, whatever `default_agent` the user set: its tools are the ones
 * the rules above govern (a plan agent would refuse the author's edits).
 */
export function opencodePermissionArgs(): string[] {
  return ['--agent', 'build'];
}
