/**
 * Codex's notify program as a turn signal. `-c notify=[…]` makes Codex run a
 * program after every turn with one JSON argument appended last, e.g.
 *   {"type":"agent-turn-complete","thread-id":"…","turn-id":"…","cwd":"…",
 *    "input-messages":["…"],"last-assistant-message":"<raw markdown>"}
 * The program is /bin/sh saving that argument and the CODEX_HOME it runs
 * under. The last message is only the end of the turn: a reviewer that writes
 * half its review, runs a command, then writes the rest would lose the first
 * half. So Parley reads the whole turn, and its tokens, from the thread's
 * rollout in that home (codexRollout.ts), and falls back to the last message
 * when the rollout cannot be found or read.
 * Codex also names each new thread in a thread of its own, and notifies for
 * that too (its answer is `{"title":"…"}`), often before the real turn ends:
 * that is not the session's turn.
 */
import fs from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import type { HookSignal } from './turnSignal';
import type { TurnAnswer } from './dropFolderSignal';
import { createDropFolderSignal } from './dropFolderSignal';
import { dropCommand } from './dropFolder';
import { parseRecord } from './jsonRecord';
import type { RolloutTurn } from './codexRollout';
import { findRollout, readRolloutTurn } from './codexRollout';

/**
 * Codex may still be writing the turn's end to the rollout when it runs the
 * notify program: wait this long for it, then settle for the last message.
 */
const ROLLOUT_WAIT_MS = 2_000;
const ROLLOUT_POLL_MS = 50;

export function createCodexNotify(runtimeDir: string): HookSignal {
  // sh -c SCRIPT NAME JSON: the appended JSON arrives as $1. The payload is one
  // line of JSON; the home follows on the next line, where Codex itself looks.
  const save = `printf '%s\\n%s' "$1" "\${CODEX_HOME:-$HOME/.codex}"`;
  const program = ['/bin/sh', '-c', dropCommand(runtimeDir, save), 'parley-notify'];
  // The -c value is TOML; a JSON string is a valid TOML basic string.
  const notify = `notify=[${program.map((part) => JSON.stringify(part)).join(',')}]`;
  return createDropFolderSignal({
    dir: runtimeDir,
    args: ['-c', notify],
    parse: parseNotifyPayload,
  });
}

/**
 * The answer in one saved notification (the payload, then optionally the
 * Codex home on the next line); 'ignore' for other notifications, null for junk.
 */
export async function parseNotifyPayload(content: string): Promise<TurnAnswer | 'ignore' | null> {
  const newline = content.indexOf('\n');
  const payload = parseRecord(newline === -1 ? content : content.slice(0, newline));
  if (!payload) return null;
  if (payload['type'] !== 'agent-turn-complete') return 'ignore';
  const last = payload['last-assistant-message'];
  const lastText = typeof last === 'string' ? last : '';
  if (isThreadTitle(lastText)) return 'ignore';
  const codexHome = newline === -1 ? '' : content.slice(newline + 1);
  const threadId = payload['thread-id'];
  const turnId = payload['turn-id'];
  const turn =
    codexHome !== '' && typeof threadId === 'string' && typeof turnId === 'string'
      ? await readTurn(codexHome, threadId, turnId)
      : null;
  return {
    text: turn && turn.texts.length > 0 ? turn.texts.join('\n\n') : lastText,
    ...(turn?.usage ? { usage: [turn.usage] } : {}),
  };
}

/** The finished turn from the thread's rollout; null when there is none to read. */
async function readTurn(
  codexHome: string,
  threadId: string,
  turnId: string,
): Promise<RolloutTurn | null> {
  const file = await findRollout(codexHome, threadId);
  if (!file) return null;
  const deadline = Date.now() + ROLLOUT_WAIT_MS;
  for (;;) {
    const content = await fs.readFile(file, 'utf8').catch(() => null);
    const turn = content === null ? null : readRolloutTurn(content, turnId);
    if (turn?.complete) return turn;
    if (Date.now() >= deadline) return null;
    await sleep(ROLLOUT_POLL_MS);
  }
}

function isThreadTitle(text: string): boolean {
  const value = parseRecord(text);
  return (
    value !== null && Object.keys(value).join() === 'title' && typeof value['title'] === 'string'
  );
}
