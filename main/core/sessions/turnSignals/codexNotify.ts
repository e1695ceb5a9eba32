/**
 * Codex's notify program as a turn signal. `-c notify=[…]` makes Codex run a
 * program after every turn with one JSON argument appended last, e.g.
 *   {"type":"agent-turn-complete","thread-id":"…","turn-id":"…","cwd":"…",
 *    "input-messages":["…"],"last-assistant-message":"<raw markdown>"}
 * The program is /bin/sh saving that argument; Parley reads the answer from it.
 * Codex also names each new thread in a thread of its own, and notifies for
 * that too (its answer is `{"title":"…"}`), often before the real turn ends:
 * that is not the session's turn.
 */
import type { TurnSignal } from './turnSignal';
import type { TurnAnswer } from './dropFolderSignal';
import { createDropFolderSignal } from './dropFolderSignal';
import { dropCommand } from './dropFolder';
import { parseRecord } from './jsonRecord';

export function createCodexNotify(runtimeDir: string): TurnSignal {
  // sh -c SCRIPT NAME JSON: the appended JSON arrives as $1.
  const program = ['/bin/sh', '-c', dropCommand(runtimeDir, `printf '%s' "$1"`), 'parley-notify'];
  // The -c value is TOML; a JSON string is a valid TOML basic string.
  const notify = `notify=[${program.map((part) => JSON.stringify(part)).join(',')}]`;
  return createDropFolderSignal({
    dir: runtimeDir,
    args: ['-c', notify],
    parse: parseNotifyPayload,
  });
}

/** The answer in one notify payload; 'ignore' for other notifications, null for junk. */
export async function parseNotifyPayload(content: string): Promise<TurnAnswer | 'ignore' | null> {
  const payload = parseRecord(content);
  if (!payload) return null;
  if (payload['type'] !== 'agent-turn-complete') return 'ignore';
  const last = payload['last-assistant-message'];
  const text = typeof last === 'string' ? last : '';
  return isThreadTitle(text) ? 'ignore' : { text };
}

function isThreadTitle(text: string): boolean {
  const value = parseRecord(text);
  return (
    value !== null && Object.keys(value).join() === 'title' && typeof value['title'] === 'string'
  );
}
