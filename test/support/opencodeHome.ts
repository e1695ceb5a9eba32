/**
 * A throwaway home for opencode (its XDG config, data, state and cache
 * folders) that lets the real opencode TUI start straight into its input box
 * against the fake Chat Completions API: a provider on opencode's built-in
 * @ai-sdk/openai-compatible with its baseURL on loopback, that provider's
 * model as the model and the small (title) model, autoupdate, sharing and
 * the models.dev fetch off. Its session database and logs stay in the home.
 *
 * opencode 1.18 installs @opencode-ai/plugin into each config folder it
 * reads, in the background, from the npm registry; it skips a folder whose
 * node_modules exists and whose package-lock.json already names the package,
 * so the config folder is seeded that way and nothing leaves loopback.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { BIN_DIR, cleanAgentEnv } from './agentClis';
import { proxyThroughFake } from './proxyThroughFake';

export const FAKE_OPENCODE_KEY = 'sk-parley-fake-opencode-key';
/** provider/model, as opencode names a model. */
export const OPENCODE_TEST_MODEL = 'fake/fake-model';
/** What opencode installs into each config folder (see above). */
const PLUGIN_DEPENDENCY = { '@opencode-ai/plugin': '*' };

export interface OpencodeHomeOptions {
  /** The fake API's base URL (FakeOpenAIChat.url). */
  readonly apiUrl: string;
  /** opencode asks nobody to trust a folder: accepted for the rigs' shape, unused. */
  readonly trusted?: readonly string[];
}

export interface OpencodeHome {
  readonly dir: string;
  /** Everything the CLI needs in its environment (merge over process.env). */
  readonly env: Record<string, string>;
  /** The last lines of opencode's log (its data folder's log/opencode.log). */
  logTail(): string;
  dispose(): Promise<void>;
}

export async function createOpencodeHome(options: OpencodeHomeOptions): Promise<OpencodeHome> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-opencode-home-'));
  const xdg = {
    XDG_CONFIG_HOME: path.join(dir, 'config'),
    XDG_DATA_HOME: path.join(dir, 'data'),
    XDG_STATE_HOME: path.join(dir, 'state'),
    XDG_CACHE_HOME: path.join(dir, 'cache'),
  };
  const configDir = path.join(xdg.XDG_CONFIG_HOME, 'opencode');
  await fs.mkdir(path.join(configDir, 'node_modules'), { recursive: true });
  await fs.writeFile(
    path.join(configDir, 'package-lock.json'),
    JSON.stringify({ lockfileVersion: 3, packages: { '': { dependencies: PLUGIN_DEPENDENCY } } }),
  );
  const [provider = '', model = ''] = OPENCODE_TEST_MODEL.split('/');
  const config = {
    $schema: 'https://opencode.ai/config.json',
    autoupdate: false,
    share: 'disabled',
    model: OPENCODE_TEST_MODEL,
    small_model: OPENCODE_TEST_MODEL,
    provider: {
      [provider]: {
        npm: '@ai-sdk/openai-compatible',
        name: 'Fake',
        options: { baseURL: `${options.apiUrl}/v1`, apiKey: FAKE_OPENCODE_KEY },
        models: { [model]: { name: 'Fake Model' } },
      },
    },
  };
  await fs.writeFile(path.join(configDir, 'opencode.json'), JSON.stringify(config, null, 2));
  const env: Record<string, string> = {
    ...xdg,
    OPENCODE_DISABLE_MODELS_FETCH: '1',
    OPENCODE_DISABLE_AUTOUPDATE: '1',
    ...proxyThroughFake(options.apiUrl),
  };
  await createDatabase({ ...cleanAgentEnv(), ...env }, dir);
  const logTail = () => lastLines(path.join(xdg.XDG_DATA_HOME, 'opencode', 'log', 'opencode.log'));
  return { dir, env, logTail, dispose: () => fs.rm(dir, { recursive: true, force: true }) };
}

/**
 * Has opencode create its database in the home, alone. opencode 1.18.33
 * creates it at its first start, and first starts at once on one data folder
 * can leave one TUI blank for ever (its log stops at "init"): four at once on
 * a fresh home, under load, hung one in half the runs; none in 16 runs once
 * the database was there. `parley review` starts author and reviewer at once.
 */
async function createDatabase(env: Record<string, string>, cwd: string): Promise<void> {
  await promisify(execFile)(path.join(BIN_DIR, 'opencode'), ['db', 'path'], {
    env,
    cwd,
    timeout: 60_000,
  });
}

const LOG_TAIL_LINES = 30;

/** The file's last lines, or a word on why there are none. */
function lastLines(file: string): string {
  if (!existsSync(file)) return `(no ${file})`;
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-LOG_TAIL_LINES).join('\n');
}
