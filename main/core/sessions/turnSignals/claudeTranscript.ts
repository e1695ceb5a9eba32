/**
 * One turn read from Claude Code's own transcript (the session's JSONL that
 * its Stop hook names in `transcript_path`), checked against 2.1.328:
 *
 *   {"type":"user","message":{"role":"user","content":"<the prompt>"},…}
 *   {"type":"assistant","message":{"id":"msg_…","model":"…","content":[{"type":"text",…}],
 *    "usage":{"input_tokens":…,"cache_creation_input_tokens":…,"cache_read_input_tokens":…,
 *    "output_tokens":…}},…}           one line per content block, each with the message's usage
 *   {"type":"user","message":{"content":[{"type":"tool_result",…}]},…}
 *   {"type":"assistant",…}             the answer goes on after the tool
 *
 * The turn is everything after the last prompt a person (or Parley) typed:
 * its text blocks in order, and its usage counted once per message id.
 * Claude Code writes the transcript a little after the hook runs, so the
 * reader waits until the hook's last message has arrived there.
 */
import fs from 'node:fs/promises';
import type { TokenUsage } from '../turns/tokenUsage';
import { sumUsage } from '../turns/tokenUsage';
import type { TurnAnswer } from './turnSignal';
import { isRecord, parseRecord } from './jsonRecord';

/** How long the hook waits for the transcript to catch up with the answer it reported. */
const CATCH_UP_MS = 3000;
const POLL_MS = 50;

interface TurnRecord {
  readonly texts: readonly string[];
  readonly usage: readonly TokenUsage[];
}

/**
 * The turn that ended with `lastMessage` (the hook's last_assistant_message;
 * undefined from versions that do not send it). A transcript not there yet
 * is waited for as one that has not caught up is: without it the turn's
 * usage is unknown, and the cost meter would fall back to counting
 * characters. Falls back to the last message alone when it never comes.
 */
export async function readClaudeTurn(
  transcriptPath: string,
  lastMessage: string | undefined,
  catchUpMs = CATCH_UP_MS,
): Promise<TurnAnswer> {
  const deadline = Date.now() + catchUpMs;
  let turn = await readTurn(transcriptPath);
  while (!caughtUp(turn, lastMessage) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    turn = (await readTurn(transcriptPath)) ?? turn;
  }
  if (!turn) return { text: lastMessage ?? '' };
  const texts =
    lastMessage === undefined || endsWith(turn, lastMessage)
      ? turn.texts
      : // The transcript never caught up: what it has, then the answer's end from the hook.
        [...turn.texts, lastMessage];
  return {
    text: texts.join('\n\n'),
    ...(turn.usage.length > 0 ? { usage: turn.usage } : {}),
  };
}

function caughtUp(turn: TurnRecord | null, lastMessage: string | undefined): boolean {
  return turn !== null && (lastMessage === undefined || endsWith(turn, lastMessage));
}

function endsWith(turn: TurnRecord, lastMessage: string): boolean {
  const last = turn.texts.at(-1);
  return last !== undefined && last.trim() === lastMessage.trim();
}

/** The transcript's last turn; null when there is no transcript to read. */
async function readTurn(transcriptPath: string): Promise<TurnRecord | null> {
  const text = await fs.readFile(transcriptPath, 'utf8').catch(() => null);
  if (text === null) return null;
  const entries = text.split('\n').flatMap((line) => {
    const entry = parseRecord(line);
    // Subagents' messages are theirs, not the answer.
    return entry && entry['isSidechain'] !== true ? [entry] : [];
  });
  const start = entries.findLastIndex(isPrompt) + 1;
  const texts: string[] = [];
  const usageById = new Map<string, TokenUsage>();
  // Each content block is its own line; one message's text blocks are joined without a gap.
  let messageId: string | undefined;
  for (const entry of entries.slice(start)) {
    const message = entry['type'] === 'assistant' ? entry['message'] : undefined;
    if (!isRecord(message)) continue;
    const id = typeof message['id'] === 'string' ? message['id'] : undefined;
    const usage = usageOf(message);
    if (id !== undefined && usage) usageById.set(id, usage);
    for (const block of blocksOf(message)) {
      if (block['type'] !== 'text' || typeof block['text'] !== 'string') continue;
      if (id !== undefined && id === messageId && texts.length > 0) {
        texts[texts.length - 1] += `\n${block['text']}`;
      } else {
        texts.push(block['text']);
      }
      messageId = id;
    }
  }
  return { texts: texts.filter((t) => t.trim() !== ''), usage: sumUsage([...usageById.values()]) };
}

/** A user entry that is a prompt, not a tool's result coming back. */
function isPrompt(entry: Record<string, unknown>): boolean {
  if (entry['type'] !== 'user' || entry['isMeta'] === true) return false;
  const message = entry['message'];
  if (!isRecord(message)) return false;
  if (typeof message['content'] === 'string') return true;
  const blocks = blocksOf(message);
  return blocks.length > 0 && blocks.every((b) => b['type'] !== 'tool_result');
}

function blocksOf(message: Record<string, unknown>): Record<string, unknown>[] {
  const content = message['content'];
  return Array.isArray(content) ? content.filter(isRecord) : [];
}

function usageOf(message: Record<string, unknown>): TokenUsage | null {
  const usage = message['usage'];
  if (!isRecord(usage)) return null;
  const count = (key: string) => {
    const value = usage[key];
    return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0;
  };
  return {
    model: typeof message['model'] === 'string' ? message['model'] : 'unknown',
    inputTokens: count('input_tokens'),
    outputTokens: count('output_tokens'),
    cacheReadTokens: count('cache_read_input_tokens'),
    cacheWriteTokens: count('cache_creation_input_tokens'),
  };
}
