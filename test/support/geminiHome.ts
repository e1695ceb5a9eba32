/**
 * A throwaway Gemini CLI home (GEMINI_CLI_HOME, the folder holding `.gemini`)
 * that lets the real Gemini CLI start straight into its prompt against the
 * fake Gemini API: API-key auth chosen (else it opens its "Get started"
 * dialog), the listed workspaces trusted (else hooks do not run and it asks),
 * and everything that reaches the network at startup off: usage statistics
 * (play.googleapis.com), telemetry, the update check (registry.npmjs.org).
 * GOOGLE_GEMINI_BASE_URL points @google/genai at the fake; the key is sent
 * as x-goog-api-key.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { proxyThroughFake } from './proxyThroughFake';

export const FAKE_GEMINI_KEY = 'parley-fake-gemini-key';
/** Named in settings, so no model router asks a classifier first. */
export const GEMINI_TEST_MODEL = 'gemini-2.5-pro';

export interface GeminiHomeOptions {
  /** The fake API's base URL (FakeGemini.url). */
  readonly apiUrl: string;
  /** Workspaces to mark trusted. Leave one out to see the trust dialog. */
  readonly trusted?: readonly string[];
}

export interface GeminiHome {
  /** The home folder (GEMINI_CLI_HOME); its `.gemini` holds settings and trust. */
  readonly dir: string;
  /** Everything the CLI needs in its environment (merge over process.env). */
  readonly env: Record<string, string>;
  dispose(): Promise<void>;
}

export async function createGeminiHome(options: GeminiHomeOptions): Promise<GeminiHome> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-gemini-home-'));
  const geminiDir = path.join(dir, '.gemini');
  await fs.mkdir(geminiDir);
  const settings = {
    security: { auth: { selectedType: 'gemini-api-key' } },
    general: { enableAutoUpdate: false, enableAutoUpdateNotification: false },
    privacy: { usageStatisticsEnabled: false },
    telemetry: { enabled: false },
    ide: { enabled: false, hasSeenNudge: true },
    model: { name: GEMINI_TEST_MODEL },
  };
  await fs.writeFile(path.join(geminiDir, 'settings.json'), JSON.stringify(settings, null, 2));
  // Gemini compares real paths, so a symlinked tmpdir must be resolved.
  const trusted = await Promise.all((options.trusted ?? []).map((w) => fs.realpath(w)));
  await fs.writeFile(
    path.join(geminiDir, 'trustedFolders.json'),
    JSON.stringify(Object.fromEntries(trusted.map((w) => [w, 'TRUST_FOLDER']))),
  );
  const env: Record<string, string> = {
    GEMINI_CLI_HOME: dir,
    GEMINI_API_KEY: FAKE_GEMINI_KEY,
    GOOGLE_GEMINI_BASE_URL: options.apiUrl,
    ...proxyThroughFake(options.apiUrl),
  };
  return { dir, env, dispose: () => fs.rm(dir, { recursive: true, force: true }) };
}
