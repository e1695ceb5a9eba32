/**
 * A throwaway home for GitHub Copilot CLI (its COPILOT_HOME: config, session
 * records, logs) that lets the real Copilot TUI start straight into its input
 * box against the fake Chat Completions API, with no GitHub login: BYOK
 * (COPILOT_PROVIDER_BASE_URL on loopback, a model named in COPILOT_MODEL),
 * offline mode (no GitHub authentication, telemetry, web tools, GitHub MCP
 * server or update check), and the test repos in its trusted folders.
 * Copilot unpacks its package into ~/.cache/copilot once per HOME: the tests'
 * own home (cleanAgentEnv), not the user's.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { proxyThroughFake } from './proxyThroughFake';

export const FAKE_COPILOT_KEY = 'sk-parley-fake-copilot-key';
/** Not in Copilot's catalog: the token limits below stand in for it. */
export const COPILOT_TEST_MODEL = 'fake-model';

export interface CopilotHomeOptions {
  /** The fake API's base URL (FakeOpenAIChat.url). */
  readonly apiUrl: string;
  /** Workspaces to mark trusted (absolute paths). Leave one out to see the trust dialog. */
  readonly trusted?: readonly string[];
}

export interface CopilotHome {
  readonly dir: string;
  /** Everything the CLI needs in its environment (merge over process.env). */
  readonly env: Record<string, string>;
  dispose(): Promise<void>;
}

export async function createCopilotHome(options: CopilotHomeOptions): Promise<CopilotHome> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-copilot-home-'));
  // Copilot compares trusted folders with the real path of its working folder.
  const trustedFolders = await Promise.all((options.trusted ?? []).map((d) => fs.realpath(d)));
  const config = { firstLaunchAt: new Date().toISOString(), appTipShown: true, trustedFolders };
  await fs.writeFile(path.join(dir, 'config.json'), JSON.stringify(config, null, 2));
  await fs.writeFile(
    path.join(dir, 'settings.json'),
    JSON.stringify({ autoUpdate: false, banner: 'never' }, null, 2),
  );
  const env: Record<string, string> = {
    COPILOT_HOME: dir,
    COPILOT_OFFLINE: 'true',
    COPILOT_AUTO_UPDATE: 'false',
    COPILOT_PROVIDER_BASE_URL: `${options.apiUrl}/v1`,
    COPILOT_PROVIDER_API_KEY: FAKE_COPILOT_KEY,
    COPILOT_MODEL: COPILOT_TEST_MODEL,
    COPILOT_PROVIDER_MAX_PROMPT_TOKENS: '128000',
    COPILOT_PROVIDER_MAX_OUTPUT_TOKENS: '16000',
    ...proxyThroughFake(options.apiUrl),
  };
  return { dir, env, dispose: () => fs.rm(dir, { recursive: true, force: true }) };
}
