/**
 * What an agent running unattended may do without asking, per role. Nobody
 * answers a dialog in an unattended run, so each profile turns this policy
 * into its CLI's own flags (see profiles/) and the agent refuses anything
 * else itself, telling the model, and its turn goes on.
 *
 * - author: reads and searches, edits files in the workspace, and runs the
 *   allowed commands (the project's checks and read-only git).
 * - reviewer: never edits; reads, searches, runs read-only git and shell
 *   commands, and the same allowed checks, so its findings can rest on a
 *   failing test's output rather than a guess.
 */
import type { AgentRole } from '../../../../shared/contract';

export type { AgentRole } from '../../../../shared/contract';

export interface PermissionPolicy {
  readonly role: AgentRole;
  /**
   * Command lines the agent may run, each a prefix: "npm test" allows
   * "npm test" and "npm test -- --watch=false", not "npm testify".
   */
  readonly allowedCommands: readonly string[];
}

/** Git commands that only read: both roles may run them. */
export const READ_ONLY_GIT = [
  'git status',
  'git diff',
  'git log',
  'git show',
  'git blame',
  'git grep',
  'git ls-files',
  'git rev-parse',
] as const;

/** Shell commands that only read: the reviewer may run them (the author has its own tools). */
export const READ_ONLY_SHELL = [
  'ls',
  'cat',
  'head',
  'tail',
  'wc',
  'grep',
  'rg',
  'pwd',
  'file',
  'stat',
  'tree',
] as const;

/** The policy for a role: the commands the user allows plus what the role always may run. */
export function permissionPolicy(role: AgentRole, allowed: readonly string[]): PermissionPolicy {
  const always = role === 'reviewer' ? [...READ_ONLY_GIT, ...READ_ONLY_SHELL] : READ_ONLY_GIT;
  return { role, allowedCommands: unique([...allowed, ...always]) };
}

function unique(commands: readonly string[]): string[] {
  return [...new Set(commands.map((c) => c.trim().replace(/\s+/g, ' ')).filter((c) => c !== ''))];
}
