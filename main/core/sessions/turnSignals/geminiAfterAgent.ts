/**
 * Gemini CLI's AfterAgent hook as a turn signal. Checked against
 * @google/gemini-cli 0.61.0 (its bundle, and one real run from the npm
 * tarball against a fake API on 127.0.0.1):
 * - Hooks live in settings (`hooks.AfterAgent: [{ hooks: [{ type: 'command',
 *   command }] }]`, schema in bundle/chunk-2YTYPKEZ.js), on by default
 *   (`hooksConfig.enabled`), run only in a trusted folder.
 * - Gemini has no `--settings` flag. System(-defaults) files named by env are
 *   skipped unless root owns them and every folder above them, so the
 *   per-session way in is `GEMINI_CLI_HOME`: a session home whose `.gemini`
 *   links to every entry of the user's own `~/.gemini` (logins, trusted
 *   folders, history) except `settings.json`, a copy of the user's settings
 *   plus Parley's hook. Neither the workspace nor the user's home is written.
 * - At the end of each prompt's agent loop the command gets JSON on stdin:
 *   {"session_id","transcript_path","cwd","hook_event_name":"AfterAgent",
 *    "timestamp","prompt","prompt_response":"<raw markdown>","stop_hook_active"}
 *   (bundle/chunk-JDPZ4CE3.js: HookEventHandler.fireAfterAgentEvent and
 *   createBaseInput).
 * - `prompt_response` holds the whole turn, but garbled: Gemini joins the
 *   streamed chunks of each reply with spaces and repeats pieces of the last
 *   one (Turn.getResponseText, cumulativeResponse). So the hook only saves
 *   that JSON, and Parley reads the turn from the session record named in
 *   `transcript_path` (geminiChatRecord.ts): every reply since the prompt,
 *   exactly as the model wrote it, and its tokens. `prompt_response` is the
 *   fallback when that record cannot be read.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CoreError } from '../../api';
import type { HookSignal } from './turnSignal';
import type { TurnAnswer } from './dropFolderSignal';
import { createDropFolderSignal } from './dropFolderSignal';
import { dropCommand } from './dropFolder';
import { isRecord, parseRecord } from './jsonRecord';
import { readGeminiTurn } from './geminiChatRecord';

/** The env variable Gemini CLI takes its home (the folder holding `.gemini`) from. */
export const GEMINI_HOME_ENV = 'GEMINI_CLI_HOME';
/** What Gemini CLI hands a hook when a turn produced no text (fireAfterAgentHookSafe). */
const NO_RESPONSE_TEXT = '[no response text]';
const SETTINGS = 'settings.json';

/**
 * The signal for one session whose program runs in `sessionEnv`: its home is
 * built over the user's Gemini home as Gemini CLI would find it there.
 */
export function createGeminiAfterAgent(
  runtimeDir: string,
  sessionEnv: Readonly<Record<string, string | undefined>>,
): HookSignal {
  const userDir = path.join(userGeminiHome(sessionEnv), '.gemini');
  const settings = withAfterAgentHook(
    readSettings(path.join(userDir, SETTINGS)),
    dropCommand(runtimeDir, 'cat'),
  );
  const sessionHome = path.join(runtimeDir, 'gemini-home');
  mirrorGeminiDir(userDir, path.join(sessionHome, '.gemini'), settings);
  return createDropFolderSignal({
    dir: runtimeDir,
    args: [],
    env: { [GEMINI_HOME_ENV]: sessionHome },
    parse: parseAfterAgentInput,
  });
}

/**
 * The turn one AfterAgent hook input ends, read from the session record it
 * names; 'ignore' for another hook's input, null for junk.
 */
export async function parseAfterAgentInput(content: string): Promise<TurnAnswer | 'ignore' | null> {
  const input = parseRecord(content);
  if (!input) return null;
  if (input['hook_event_name'] !== 'AfterAgent') return 'ignore';
  const record = input['transcript_path'];
  const turn = typeof record === 'string' ? await readGeminiTurn(record) : null;
  if (turn) return turn;
  const response = input['prompt_response'];
  return { text: typeof response === 'string' && response !== NO_RESPONSE_TEXT ? response : '' };
}

/** The home Gemini CLI itself would use (its `homedir()`: GEMINI_CLI_HOME, else the OS home). */
export function userGeminiHome(env: Readonly<Record<string, string | undefined>>): string {
  return env[GEMINI_HOME_ENV] || os.homedir();
}

/**
 * A fresh `.gemini` for the session: a link per entry of the user's own, so
 * what Gemini reads and updates there (logins, trust, history) stays the
 * user's, and its own settings file.
 */
function mirrorGeminiDir(userDir: string, sessionDir: string, settings: object): void {
  // Only Parley's folder is removed; rm does not follow the links in it.
  fs.rmSync(sessionDir, { recursive: true, force: true });
  fs.mkdirSync(sessionDir, { recursive: true });
  const entries = fs.existsSync(userDir) ? fs.readdirSync(userDir) : [];
  for (const name of entries.filter((n) => n !== SETTINGS)) {
    fs.symlinkSync(path.join(userDir, name), path.join(sessionDir, name));
  }
  fs.writeFileSync(path.join(sessionDir, SETTINGS), JSON.stringify(settings, null, 2));
}

/**
 * The user's settings, or {} when there are none. A file Parley cannot read
 * as plain JSON (e.g. with comments) is not silently dropped: the session then
 * goes without the hook (screen rules) and with the user's settings.
 */
function readSettings(file: string): Record<string, unknown> {
  let content: string;
  try {
    content = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw new CoreError('failed', `Cannot read the Gemini CLI settings ${file}.`);
  }
  const settings = content.trim() === '' ? {} : parseRecord(content);
  if (!settings) {
    throw new CoreError('failed', `The Gemini CLI settings ${file} are not plain JSON.`);
  }
  return settings;
}

function withAfterAgentHook(
  settings: Record<string, unknown>,
  command: string,
): Record<string, unknown> {
  const hooks = isRecord(settings['hooks']) ? settings['hooks'] : {};
  const existing = hooks['AfterAgent'];
  const afterAgent = [
    ...(Array.isArray(existing) ? existing : []),
    { hooks: [{ type: 'command', name: 'parley-turn-end', command }] },
  ];
  return { ...settings, hooks: { ...hooks, AfterAgent: afterAgent } };
}
