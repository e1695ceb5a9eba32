/**
 * One turn read from Gemini CLI's own session record (the JSONL its
 * AfterAgent hook names in `transcript_path`, under
 * `<home>/.gemini/tmp/<project>/chats/`), checked against 0.61.0:
 *
 *   {"sessionId":"…","projectHash":"…","startTime":"…","kind":"main"}
 *   {"$set":{"messages":[…]}}                            replaces every message
 *   {"id":"…","type":"user","content":[{"text":"<the prompt>"}]}
 *   {"id":"m1","type":"gemini","content":"<raw markdown>","model":"gemini-2.5-pro",
 *    "tokens":{"input":…,"output":…,"cached":…,"thoughts":…,"tool":…,"total":…}}
 *   {"id":"m1",…,"toolCalls":[…]}                        the same message again, updated
 *   {"id":"…","type":"user","content":[{"functionResponse":{…}}]}   a tool's result
 *   {"$rewindTo":"<id>"}                                 drops that message and all after it
 *
 * Gemini writes each message before it fires the hook, so the record is
 * complete when the hook runs. The turn is every "gemini" message after the
 * last prompt (a user message that is not a tool's result): their text in
 * order, and their tokens per model.
 */
import fs from 'node:fs/promises';
import type { TokenUsage } from '../turns/tokenUsage';
import { sumUsage } from '../turns/tokenUsage';
import type { TurnAnswer } from './turnSignal';
import { isRecord, parseRecord } from './jsonRecord';

type Message = Record<string, unknown>;

/** The record's last turn; null when the record cannot be read. */
export async function readGeminiTurn(recordPath: string): Promise<TurnAnswer | null> {
  const text = await fs.readFile(recordPath, 'utf8').catch(() => null);
  if (text === null) return null;
  const messages = replay(text);
  const turn = messages.slice(messages.findLastIndex(isPrompt) + 1);
  const replies = turn.filter((m) => m['type'] === 'gemini');
  const texts = replies
    .map((m) => m['content'])
    .filter((c): c is string => typeof c === 'string' && c.trim() !== '');
  const usage = sumUsage(replies.flatMap(usageOf));
  return { text: texts.join('\n\n'), ...(usage.length > 0 ? { usage } : {}) };
}

/** The messages as Gemini itself loads the record: later lines update or drop earlier ones. */
function replay(text: string): Message[] {
  const byId = new Map<string, Message>();
  const setAll = (messages: unknown) => {
    if (!Array.isArray(messages)) return;
    byId.clear();
    for (const m of messages.filter(isRecord))
      if (typeof m['id'] === 'string') byId.set(m['id'], m);
  };
  for (const line of text.split('\n')) {
    const record = parseRecord(line);
    if (!record) continue;
    if (typeof record['$rewindTo'] === 'string') {
      const ids = [...byId.keys()];
      const from = ids.indexOf(record['$rewindTo']);
      for (const id of from === -1 ? ids : ids.slice(from)) byId.delete(id);
    } else if (typeof record['id'] === 'string') {
      byId.set(record['id'], record);
    } else if (isRecord(record['$set'])) {
      setAll(record['$set']['messages']);
    } else {
      setAll(record['messages']);
    }
  }
  return [...byId.values()];
}

/** A user message someone typed, not a tool's result coming back. */
function isPrompt(message: Message): boolean {
  if (message['type'] !== 'user') return false;
  const content = message['content'];
  if (!Array.isArray(content)) return typeof content === 'string';
  return content.filter(isRecord).every((part) => !isRecord(part['functionResponse']));
}

/**
 * Gemini's counts: `input` is the whole prompt, cached part included, plus
 * `tool` for tool-use prompts; thinking is billed as output.
 */
function usageOf(message: Message): TokenUsage[] {
  const tokens = message['tokens'];
  if (!isRecord(tokens)) return [];
  const count = (key: string) => {
    const value = tokens[key];
    return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : 0;
  };
  return [
    {
      model: typeof message['model'] === 'string' ? message['model'] : 'unknown',
      inputTokens: Math.max(0, count('input') + count('tool') - count('cached')),
      outputTokens: count('output') + count('thoughts'),
      cacheReadTokens: count('cached'),
      cacheWriteTokens: 0,
    },
  ];
}
