/**
 * A permission policy as GitHub Copilot CLI flags (checked against
 * @github/copilot 1.0.102: `copilot help permissions` and real runs in a PTY
 * against a fake model on 127.0.0.1):
 * - Reading and searching (`view`, `grep`, `glob`) are read-only requests,
 *   approved without asking; file access stays inside the working folder
 *   (and the temp folder) by Copilot's own path check.
 * - `--allow-tool=write` lets the author's `edit` and `create` run;
 *   `--deny-tool=write` refuses the reviewer's, back to the model ("Permission
 *   to run this tool was denied due to the following rules: `write`"), its
 *   turn going on. A deny rule beats every allow rule, the user's included.
 * - Commands as `shell(<command>)` (exactly that command) and
 *   `shell(<command>:*)` (it with any arguments; matched on the command's
 *   stem, so `npm test` never matches `npm testify`).
 * - `--no-ask-user` takes away the tool the model asks the user questions
 *   with: nobody answers them in an unattended run.
 * Copilot has no "deny whatever is not allowed" mode outside its autopilot
 * (which keeps the model going on its own): a command outside the list is
 * asked about in its approval dialog, which the profile names so Parley
 * shows it, and which nobody answers for the agent.
 */
import type { PermissionPolicy } from './permissionPolicy';

export function copilotPermissionArgs(policy: PermissionPolicy): string[] {
  const commands = policy.allowedCommands.flatMap((c) => [
    `--allow-tool=shell(${c})`,
    `--allow-tool=shell(${c}:*)`,
  ]);
  const edits = policy.role === 'author' ? '--allow-tool=write' : '--deny-tool=write';
  return [edits, ...commands, '--no-ask-user'];
}
