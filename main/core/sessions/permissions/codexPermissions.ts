/**
 * A permission policy as Codex CLI flags (checked against 0.169.0: its
 * --help, the strings of its binary, and real runs in a PTY):
 * - `--ask-for-approval never`: Codex never asks. Whatever would need an
 *   approval (a command that asks to leave the sandbox, an edit outside the
 *   writable roots, an MCP elicitation) is refused and the refusal goes back
 *   to the model, whose turn goes on.
 * - `--sandbox workspace-write` for the author: it edits files in the
 *   workspace (and the temp folders) and runs any command, allowed checks
 *   included, inside the sandbox; writes elsewhere fail there. Network stays
 *   as the user's config says (off by default).
 * - `--sandbox read-only` for the reviewer: every write fails, apply_patch
 *   included; reading and read-only commands work.
 * Codex has no allow-list of commands that refuses the rest: its exec-policy
 * rules (`prefix_rule(pattern=[…], decision="allow"|"prompt"|"forbidden")`)
 * only decide which commands may run outside the sandbox, and it reads them
 * only from the `rules/` folders of its config layers (/etc/codex,
 * $CODEX_HOME, the project's .codex), never from a flag or a `-c` key. Parley
 * writes into none of those, so the sandbox, not `allowedCommands`, is what
 * confines an unattended Codex. (A user's own "allow" rule still lets its
 * command run outside the sandbox: the TUI has no switch to ignore rules.)
 */
import type { PermissionPolicy } from './permissionPolicy';

export function codexPermissionArgs(policy: PermissionPolicy): string[] {
  return [
    '--sandbox',
    policy.role === 'author' ? 'workspace-write' : 'read-only',
    '--ask-for-approval',
    'never',
  ];
}
