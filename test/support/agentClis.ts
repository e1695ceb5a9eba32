/**
 * The real agent CLIs the integration tests drive, installed as dev
 * dependencies. A missing or broken CLI fails the test loudly: these tests
 * never skip.
 */
import { execFileSync } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
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
  const version = versionOf(file);
  if (!versionPattern.test(version)) {
    throw new Error(`${file} --version printed "${version}", not ${packageName}'s version line.`);
  }
  return { path: file, version };
}

/**
 * What `file --version` prints, run in the tests' own home: Gemini CLI writes its project
 * registry there even for --version, and exits before renaming its temporary file into
 * place (the litter of `projects.json.<uuid>.tmp` files once found in a real ~/.gemini).
 */
function versionOf(file: string): string {
  return execFileSync(file, ['--version'], {
    encoding: 'utf8',
    timeout: 30_000,
    env: cleanAgentEnv(),
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();
}

export const requireClaudeCli = (): InstalledCli =>
  requireCli('claude', '@anthropic-ai/claude-code', /\(Claude Code\)/);

export const requireCodexCli = (): InstalledCli =>
  requireCli('codex', '@openai/codex', /^codex-cli /);

export const requireGeminiCli = (): InstalledCli =>
  requireCli('gemini', '@google/gemini-cli', /^\d+\.\d+\.\d+$/);

export const requireOpencodeCli = (): InstalledCli =>
  requireCli('opencode', 'opencode-ai', /^\d+\.\d+\.\d+$/);

/** Prints "GitHub Copilot CLI 1.0.102." and a line on how to update. */
export const requireCopilotCli = (): InstalledCli =>
  requireCli('copilot', '@github/copilot', /^GitHub Copilot CLI \d+\.\d+\.\d+/);

let agentHome: string | undefined;

/**
 * A home for the agents of this test process, not the user's: what an agent's shell tool
 * sources there (a login shell's rc files: here `pyenv init`, which waits a minute on a
 * lock a killed shell left behind) and what agents write there stay out of the tests.
 */
function testHome(): string {
  if (!agentHome) {
    const home = mkdtempSync(path.join(os.tmpdir(), 'parley-agent-home-'));
    process.once('exit', () => rmSync(home, { recursive: true, force: true }));
    agentHome = home;
  }
  return agentHome;
}

/**
 * This process's environment without anything that would steer an agent CLI
 * elsewhere (a real key, a nested-session marker, a proxy), plus BIN_DIR on PATH
 * and a home of the tests' own.
 */
export function cleanAgentEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value === undefined) continue;
    if (
      /^(ANTHROPIC_|CLAUDE|OPENAI_|CODEX_|AWS_|GOOGLE_|GEMINI_|VERTEX_|OPENCODE|COPILOT_)/.test(key)
    )
      continue;
    if (/^(GH_TOKEN|GITHUB_TOKEN|GH_HOST)$/.test(key)) continue;
    if (/^(https?|all|no)_proxy$/i.test(key)) continue;
    env[key] = value;
  }
  env['PATH'] = [BIN_DIR, process.env['PATH'] ?? ''].join(path.delimiter);
  env['HOME'] = testHome();
  return env;
}
