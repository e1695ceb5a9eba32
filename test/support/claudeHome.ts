/**
 * A throwaway CLAUDE_CONFIG_DIR that lets the real Claude Code CLI start
 * straight into its prompt against the fake API: onboarding done, the API key
 * approved, and (unless a test wants the dialog) the workspace trusted. The
 * environment it returns reaches nothing but loopback.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { proxyThroughFake } from './proxyThroughFake';

export const FAKE_API_KEY = 'sk-ant-api03-parley-fake-key-0123456789abcdefghij';

export interface ClaudeHomeOptions {
  /** The fake API's base URL (FakeAnthropic.url). */
  readonly apiUrl: string;
  /** Workspaces to mark trusted (absolute paths). Leave one out to see the trust dialog. */
  readonly trusted?: readonly string[];
  readonly apiKey?: string;
  /** false: the key is not pre-approved, so the CLI asks whether to use it. */
  readonly approveApiKey?: boolean;
  /** false: first run, the CLI starts with its theme picker. */
  readonly onboarded?: boolean;
  /** Extra keys merged into settings.json. */
  readonly settings?: Readonly<Record<string, unknown>>;
}

export interface ClaudeHome {
  readonly configDir: string;
  /** Everything the CLI needs in its environment (merge over process.env). */
  readonly env: Record<string, string>;
  /** Marks another workspace trusted after the fact. */
  trust(workspace: string): Promise<void>;
  dispose(): Promise<void>;
}

export async function createClaudeHome(options: ClaudeHomeOptions): Promise<ClaudeHome> {
  const apiKey = options.apiKey ?? FAKE_API_KEY;
  const configDir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-claude-home-'));
  const configFile = path.join(configDir, '.claude.json');
  const state = {
    ...(options.onboarded === false
      ? {}
      : { hasCompletedOnboarding: true, lastOnboardingVersion: '99.0.0', theme: 'dark' }),
    numStartups: 1,
    autoUpdates: false,
    // The CLI remembers a key by its last 20 characters.
    customApiKeyResponses: {
      approved: options.approveApiKey === false ? [] : [apiKey.slice(-20)],
      rejected: [] as string[],
    },
    projects: {} as Record<string, unknown>,
  };
  const writeState = () => fs.writeFile(configFile, JSON.stringify(state, null, 2));
  const trust = async (workspace: string): Promise<void> => {
    // The CLI keys projects by the real path, so a symlinked tmpdir must be resolved.
    const key = await fs.realpath(workspace);
    state.projects[key] = {
      allowedTools: [],
      hasTrustDialogAccepted: true,
      hasCompletedProjectOnboarding: true,
      projectOnboardingSeenCount: 1,
    };
    await writeState();
  };
  await writeState();
  for (const workspace of options.trusted ?? []) await trust(workspace);
  await fs.writeFile(
    path.join(configDir, 'settings.json'),
    JSON.stringify({ autoUpdates: false, ...options.settings }, null, 2),
  );
  // Loopback only: the fake API directly, anything else through a proxy that is
  // the fake itself, which refuses and records it.
  const env: Record<string, string> = {
    CLAUDE_CONFIG_DIR: configDir,
    ANTHROPIC_BASE_URL: options.apiUrl,
    ANTHROPIC_API_KEY: apiKey,
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    DISABLE_AUTOUPDATER: '1',
    DISABLE_TELEMETRY: '1',
    DISABLE_ERROR_REPORTING: '1',
    // Otherwise it fetches the official plugin marketplace at startup.
    CLAUDE_CODE_DISABLE_OFFICIAL_MARKETPLACE_AUTOINSTALL: '1',
    ...proxyThroughFake(options.apiUrl),
  };
  return {
    configDir,
    env,
    trust,
    dispose: () => fs.rm(configDir, { recursive: true, force: true }),
  };
}
