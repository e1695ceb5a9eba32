/**
 * A throwaway CODEX_HOME that lets the real Codex CLI start straight into its
 * composer against the fake Responses API: a custom model provider on
 * loopback, the workspace trusted (unless a test wants the dialog), and every
 * feature that reaches the network at startup (update checks, plugin and app
 * sync, announcements, the background daemon) turned off.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { proxyThroughFake } from './proxyThroughFake';

export const FAKE_OPENAI_KEY = 'sk-parley-fake-openai-key';
export const CODEX_TEST_MODEL = 'gpt-5-codex';

export interface CodexHomeOptions {
  /** The fake API's base URL (FakeOpenAI.url). */
  readonly apiUrl: string;
  /** Workspaces to mark trusted. Leave one out to see the trust dialog. */
  readonly trusted?: readonly string[];
  /** No key and OpenAI's own provider: Codex opens on its sign-in screen, as on a new install. */
  readonly signedOut?: boolean;
}

export interface CodexHome {
  readonly home: string;
  /** Everything the CLI needs in its environment (merge over process.env). */
  readonly env: Record<string, string>;
  dispose(): Promise<void>;
}

const toml = (value: string): string => JSON.stringify(value);

export async function createCodexHome(options: CodexHomeOptions): Promise<CodexHome> {
  const home = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-codex-home-'));
  const trusted = await Promise.all((options.trusted ?? []).map((w) => fs.realpath(w)));
  const provider = [
    'model_provider = "fake"',
    '',
    '[model_providers.fake]',
    'name = "Fake"',
    `base_url = ${toml(`${options.apiUrl}/v1`)}`,
    'wire_api = "responses"',
    'env_key = "FAKE_OPENAI_KEY"',
  ];
  const config = [
    `model = ${toml(CODEX_TEST_MODEL)}`,
    'check_for_update_on_startup = false',
    ...(options.signedOut ? [] : provider),
    '',
    '[tui]',
    // The tips fetch an announcement from the network.
    'show_tooltips = false',
    '',
    '[analytics]',
    'enabled = false',
    '',
    '[features]',
    // A daemon outlives the session (its parent becomes init): never start one.
    'daemon_auto_start = false',
    'plugins = false',
    'remote_plugin = false',
    'apps = false',
    'in_app_updates = false',
    'skill_mcp_dependency_install = false',
    'tool_suggest = false',
    'api_key_model_discovery = false',
    '',
    ...trusted.flatMap((w) => [`[projects.${toml(w)}]`, 'trust_level = "trusted"', '']),
  ].join('\n');
  await fs.writeFile(path.join(home, 'config.toml'), config);
  const env: Record<string, string> = {
    CODEX_HOME: home,
    ...(options.signedOut ? {} : { FAKE_OPENAI_KEY }),
    ...proxyThroughFake(options.apiUrl),
  };
  return { home, env, dispose: () => fs.rm(home, { recursive: true, force: true }) };
}
