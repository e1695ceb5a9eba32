/**
 * A permission policy as Gemini CLI's own policy engine sees it (checked
 * against @google/gemini-cli 0.61.0): a TOML policy file passed with
 * `--policy`, which Gemini loads in its user tier (priority 4 + p/1000, above
 * its built-in rules and the user's settings-made rules at 4.1–4.9).
 *
 * - A catch-all `deny` below Parley's allows, so nothing ever asks: a denied
 *   call goes back to the model as an error and its turn goes on.
 * - Both roles read and search; the author also edits (inside the workspace,
 *   by Gemini's own allowed-path check); shell commands only by prefix
 *   (`commandPrefix` matches "npm test" and "npm test -- x", not "npm testify";
 *   each part of `a && b` is checked on its own).
 * - Gemini turns an allowed command with a redirection into a question,
 *   except in auto_edit mode: the author runs in auto_edit, and the reviewer's
 *   redirections (which could write files) are denied outright.
 *
 * - Gemini always asks before an edit of a build file (package.json,
 *   Makefile, …), whatever the policy says: the author's such edits are
 *   denied instead, so the model hears why.
 *
 * Flags take only a file, so the policy is written once per distinct policy
 * into a private folder of this process.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PermissionPolicy } from './permissionPolicy';

/** Tools that only read (or only touch Gemini's own UI state): both roles. */
const READ_TOOLS = [
  'read_file',
  'read_many_files',
  'list_directory',
  'glob',
  'grep_search',
  'write_todos',
  'update_topic',
];
/** Tools that change files: the author's. */
const EDIT_TOOLS = ['replace', 'write_file'];
const SHELL_TOOL = 'run_shell_command';
/**
 * Any `<` or `>` in the call's arguments (Gemini matches rules on their JSON;
 * it refuses patterns with nested quantifiers, so this stays this plain).
 */
const REDIRECTION = '[<>]';

/**
 * The files Gemini 0.61 asks about before any edit (isBuildFile in its
 * bundle), as the basename ending a `file_path` argument.
 */
const BUILD_FILE = String.raw`[/"](?:BUILD|BUILD\.bazel|WORKSPACE|WORKSPACE\.bazel|MODULE\.bazel|\.bazelrc|\.blazerc|Makefile|makefile|GNUmakefile|CMakeLists\.txt|package\.json|package-lock\.json|pnpm-lock\.yaml|yarn\.lock|bun\.lockb|setup\.py|setup\.cfg|pyproject\.toml|go\.mod|go\.sum|Cargo\.toml|Cargo\.lock|pom\.xml|build\.gradle|build\.gradle\.kts|settings\.gradle|settings\.gradle\.kts|Dockerfile|Containerfile|[^/"]*\.(?:bzl|bazel|bzlmod|mk|cmake))"`;

const PRIORITY = { denyRest: 950, allow: 990, denyRedirection: 999, denyBuildFiles: 999 } as const;

export function geminiPermissionArgs(policy: PermissionPolicy): string[] {
  const mode = policy.role === 'author' ? 'auto_edit' : 'default';
  return ['--approval-mode', mode, '--policy', policyFile(geminiPolicyToml(policy))];
}

/** The policy file's text: Gemini's TOML rules for this role and these commands. */
export function geminiPolicyToml(policy: PermissionPolicy): string {
  const who = policy.role === 'author' ? 'an unattended author' : 'an unattended reviewer';
  const rules = [
    rule({
      toolName: '*',
      decision: 'deny',
      priority: PRIORITY.denyRest,
      denyMessage: `Parley runs this session as ${who}: this tool call is not allowed.`,
    }),
    rule({
      toolName: [...READ_TOOLS, ...(policy.role === 'author' ? EDIT_TOOLS : [])],
      decision: 'allow',
      priority: PRIORITY.allow,
    }),
    ...(policy.allowedCommands.length > 0
      ? [
          rule({
            toolName: SHELL_TOOL,
            commandPrefix: [...policy.allowedCommands],
            decision: 'allow',
            priority: PRIORITY.allow,
          }),
        ]
      : []),
    ...(policy.role === 'reviewer'
      ? [
          rule({
            toolName: SHELL_TOOL,
            argsPattern: REDIRECTION,
            decision: 'deny',
            priority: PRIORITY.denyRedirection,
            denyMessage: `Parley runs this session as ${who}: commands may not redirect input or output.`,
          }),
        ]
      : []),
  ];
  if (policy.role === 'author') {
    rules.push(
      rule({
        toolName: EDIT_TOOLS,
        argsPattern: BUILD_FILE,
        decision: 'deny',
        priority: PRIORITY.denyBuildFiles,
        denyMessage: `Parley runs this session as ${who}: build files (package.json, Makefile, …) are not edited unattended.`,
      }),
    );
  }
  const pathCheck =
    policy.role === 'author'
      ? [
          '[[safety_checker]]',
          `toolName = ${toml(EDIT_TOOLS)}`,
          `priority = ${PRIORITY.allow}`,
          '[safety_checker.checker]',
          'type = "in-process"',
          'name = "allowed-path"',
          'required_context = ["environment"]',
          '',
        ]
      : [];
  return [...rules, ...pathCheck].join('\n');
}

function rule(fields: Record<string, string | number | readonly string[]>): string {
  const lines = Object.entries(fields).map(([key, value]) => `${key} = ${toml(value)}`);
  return ['[[rule]]', ...lines, ''].join('\n');
}

/** A TOML value: JSON strings, numbers and arrays of strings are valid TOML too. */
function toml(value: string | number | readonly string[]): string {
  return JSON.stringify(value);
}

let policyDir: string | undefined;

/** The file holding `text`: one per distinct policy, in a folder only this user can read. */
function policyFile(text: string): string {
  policyDir ??= fs.mkdtempSync(path.join(os.tmpdir(), 'parley-gemini-policy-'));
  const name = `${createHash('sha256').update(text).digest('hex').slice(0, 16)}.toml`;
  const file = path.join(policyDir, name);
  if (!fs.existsSync(file)) fs.writeFileSync(file, text, { mode: 0o600 });
  return file;
}
