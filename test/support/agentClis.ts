/**
 * The real agent CLIs the integration tests drive, installed as dev
 * dependencies. A missing or broken CLI fails the test loudly: these tests
 * never skip.
 */
import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** node_modules/.bin: put first on PATH so the profiles' bare `claude` / `codex` find these. */
export const BIN_DIR = path.join(REPO_ROOT, 'node_modules', '.bin');

export interface InstalledCli {
  readonly path: string;
  /** What `--version` printed, e.g. "2.1.328 (Claude Code)". */
  readonly version: string;
}

function requireCli(name: string, packageName: string, versionPattern: RegExp): InstalledCli {
  const file = path.join(BIN_DIR, name);
  try {
    accessSync(file, constants.X_OK);
  } catch {
    throw new Error(
      `The real ${name} CLI is missing (${file}). Run \`npm install\`: ${packageName} is a dev dependency.`,
    );
  }
  const version = execFileSync(file, ['--version'], { encoding: 'utf8', timeout: 30_000 }).trim();
  if (!versionPattern.test(version)) {
    throw new Error(`${file} --version printed "${version}", not ${packageName}'s version line.`);
  }
  return { path: file, version };
}

export const requireClaudeCli = (): InstalledCli =>
  requireCli('claude', '@anthropic-ai/claude-code', /\(Claude Code\)/);

export const requireCodexCli = (): InstalledCli =>
  requireCli('codex', '@openai/codex', /^codex-cli /);

export const requireGeminiCli = (): InstalledCli =>
  requireCli('gemini', '@google/gemini-cli', /^\d+\.\d+\.\d+$/);

/**
 * This process's environment without anything that would steer an agent CLI
 * elsewhere (a real key, a nested-session marker, a proxy), plus BIN_DIR on PATH.
 */
export function cleanAgentEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value === undefined) continue;
    if (/^(ANTHROPIC_|CLAUDE|OPENAI_|CODEX_|AWS_|GOOGLE_|GEMINI_|VERTEX_)/.test(key)) continue;
    if (/^(https?|all|no)_proxy$/i.test(key)) continue;
    env[key] = value;
  }
  env['PATH'] = [BIN_DIR, process.env['PATH'] ?? ''].join(path.delimiter);
  return env;
}
