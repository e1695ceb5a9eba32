/**
 * A permission policy as Claude Code flags (checked against 2.1.328):
 * `--permission-mode dontAsk` denies every tool call no rule allows instead
 * of asking, and the model is told so and goes on; `--allowedTools` rules
 * name what runs without asking: tools by name, commands as `Bash(prefix *)`
 * (the space before `*` keeps `npm test` from matching `npm testify`), plus
 * the bare command, which `prefix *` does not match.
 */
import type { PermissionPolicy } from './permissionPolicy';

/** Tools that only read: both roles. */
const READ_TOOLS = ['Read', 'Grep', 'Glob', 'LS', 'TodoWrite'];
/** Tools that change files: the author's. */
const EDIT_TOOLS = ['Edit', 'MultiEdit', 'Write', 'NotebookEdit'];

export function claudePermissionArgs(policy: PermissionPolicy): string[] {
  const commands = policy.allowedCommands.flatMap((c) => [`Bash(${c})`, `Bash(${c} *)`]);
  const allowed = [...READ_TOOLS, ...(policy.role === 'author' ? EDIT_TOOLS : []), ...commands];
  return [
    '--permission-mode',
    'dontAsk',
    '--allowedTools',
    ...allowed,
    // A reviewer's edit is refused even if the user's own settings allow it.
    ...(policy.role === 'reviewer' ? ['--disallowedTools', ...EDIT_TOOLS] : []),
  ];
}
