/**
 * opencode's `session.idle` as a turn signal, through a plugin Parley writes
 * into the session's runtime folder (opencodePlugin.ts). Checked against
 * opencode-ai 1.18.33 (its binary and real runs in a PTY against a fake
 * model on 127.0.0.1):
 * - opencode has no hook command and no `--settings` flag, but it loads the
 *   JSON in OPENCODE_CONFIG_CONTENT last, over every config file, and a
 *   `plugin` entry there is added to the user's own plugins, a `file://` URL
 *   being loaded as it is (no install). So the session's environment gets
 *   that variable: the user's own OPENCODE_CONFIG_CONTENT, if any, plus the
 *   plugin. Neither the user's config folder nor the workspace is written.
 * - At each `session.idle` of a top-level session the plugin drops
 *   {"event":"session.idle","sessionID","replies":[{modelID,providerID,
 *   tokens,texts}]}: every assistant message since the last prompt, read
 *   from opencode's own server, so a turn split by tool calls comes whole.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CoreError } from '../../api';
import type { TokenUsage } from '../turns/tokenUsage';
import { sumUsage } from '../turns/tokenUsage';
import type { HookSignal } from './turnSignal';
import type { TurnAnswer } from './dropFolderSignal';
import { createDropFolderSignal } from './dropFolderSignal';
import { isRecord, parseRecord } from './jsonRecord';
import { opencodePluginSource } from './opencodePlugin';

/** The env variable opencode reads a whole config from, merged over its config files. */
export const OPENCODE_CONFIG_CONTENT_ENV = 'OPENCODE_CONFIG_CONTENT';
const PLUGIN_FILE = 'parley-turn-end.js';

export function createOpencodeSessionIdle(
  runtimeDir: string,
  sessionEnv: Readonly<Record<string, string | undefined>>,
): HookSignal {
  const config = userConfigContent(sessionEnv[OPENCODE_CONFIG_CONTENT_ENV]);
  fs.mkdirSync(runtimeDir, { recursive: true });
  const plugin = path.join(runtimeDir, PLUGIN_FILE);
  fs.writeFileSync(plugin, opencodePluginSource(runtimeDir));
  const plugins = Array.isArray(config['plugin']) ? config['plugin'] : [];
  const content = { ...config, plugin: [...plugins, pathToFileURL(plugin).href] };
  return createDropFolderSignal({
    dir: runtimeDir,
    args: [],
    env: { [OPENCODE_CONFIG_CONTENT_ENV]: JSON.stringify(content) },
    parse: parseSessionIdle,
  });
}

/**
 * The user's own inline config, or {} when there is none. One Parley cannot
 * read as plain JSON is not silently dropped: the session then goes without
 * the signal (screen rules) and with the user's config.
 */
function userConfigContent(content: string | undefined): Record<string, unknown> {
  if (content === undefined || content.trim() === '') return {};
  const config = parseRecord(content);
  if (!config) {
    throw new CoreError('failed', `${OPENCODE_CONFIG_CONTENT_ENV} is not plain JSON.`);
  }
  return config;
}

/** The turn one dropped file ends; 'ignore' for anything else, null for junk. */
export async function parseSessionIdle(content: string): Promise<TurnAnswer | 'ignore' | null> {
  const record = parseRecord(content);
  if (!record) return null;
  if (record['event'] !== 'session.idle') return 'ignore';
  const replies = Array.isArray(record['replies']) ? record['replies'].filter(isRecord) : [];
  const texts = replies
    .flatMap((r) => (Array.isArray(r['texts']) ? r['texts'] : []))
    .filter((t): t is string => typeof t === 'string' && t.trim() !== '');
  const usage = sumUsage(replies.flatMap(usageOf));
  return { text: texts.join('\n\n'), ...(usage.length > 0 ? { usage } : {}) };
}

/**
 * opencode's counts per message: `input` is the fresh input (it subtracts
 * cache reads and writes), `output` leaves out `reasoning`, which is billed
 * as output too.
 */
function usageOf(reply: Record<string, unknown>): TokenUsage[] {
  const tokens = reply['tokens'];
  const model = reply['modelID'];
  if (!isRecord(tokens) || typeof model !== 'string') return [];
  const cache = isRecord(tokens['cache']) ? tokens['cache'] : {};
  return [
    {
      model,
      inputTokens: count(tokens['input']),
      outputTokens: count(tokens['output']) + count(tokens['reasoning']),
      cacheReadTokens: count(cache['read']),
      cacheWriteTokens: count(cache['write']),
    },
  ];
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}
