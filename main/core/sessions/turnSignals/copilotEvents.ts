/**
 * One turn read from GitHub Copilot CLI's own session record, the
 * `events.jsonl` its agentStop hook names in `transcriptPath`. Checked against
 * @github/copilot 1.0.102 (real runs in a PTY against a fake model on
 * 127.0.0.1), one event a line:
 *
 *   {"type":"user.message","data":{"content":"<the prompt>",…},…}
 *   {"type":"assistant.turn_start",…}
 *   {"type":"session.usage_record","data":{"usage":{"model","inputTokens","outputTokens",
 *    "cacheReadTokens","cacheWriteTokens",…}},…}          one per model request
 *   {"type":"assistant.message","data":{"content":"<raw markdown>","toolRequests":[…],…},…}
 *   {"type":"tool.execution_complete",…}                   the answer goes on after a tool
 *   {"type":"assistant.turn_end",…}
 *
 * The turn is everything after the last `user.message`: its messages' text
 * in order (a sub-agent's messages carry a `parentToolCallId` and are left
 * out) and its usage records. Each model call ends in an
 * `assistant.turn_end`, tool calls included, and Copilot writes the record a
 * little after its hook runs (seen: the hook reading a turn split by a tool
 * call with only its first message there; on a loaded machine the rest came
 * seconds later). So the reader waits until the turn's last message asks for
 * no tool and a turn_end follows it, as long as a slow tool call and model
 * request may take.
 */
import fs from 'node:fs/promises';
import type { TokenUsage } from '../turns/tokenUsage';
import { sumUsage } from '../turns/tokenUsage';
import type { TurnAnswer } from './turnSignal';
import { isRecord, parseRecord } from './jsonRecord';

const CATCH_UP_MS = 30_000;
const POLL_MS = 50;

interface TurnRecord {
  readonly texts: readonly string[];
  readonly usage: readonly TokenUsage[];
  /** The last message asks for no tool, and an assistant.turn_end follows it. */
  readonly ended: boolean;
}

/** The last turn in the record; null when there is no record to read. */
export async function readCopilotTurn(
  eventsPath: string,
  catchUpMs = CATCH_UP_MS,
): Promise<TurnAnswer | null> {
  const deadline = Date.now() + catchUpMs;
  // The record may not even exist yet when the hook runs (a session's first turn).
  let turn = await readTurn(eventsPath);
  while (!turn?.ended && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    turn = (await readTurn(eventsPath)) ?? turn;
  }
  if (!turn) return null;
  return {
    text: turn.texts.join('\n\n'),
    ...(turn.usage.length > 0 ? { usage: turn.usage } : {}),
  };
}

async function readTurn(eventsPath: string): Promise<TurnRecord | null> {
  const text = await fs.readFile(eventsPath, 'utf8').catch(() => null);
  if (text === null) return null;
  const events = text.split('\n').flatMap((line) => {
    const event = parseRecord(line);
    return event && typeof event['type'] === 'string' ? [event] : [];
  });
  const start = events.findLastIndex((e) => e['type'] === 'user.message') + 1;
  const texts: string[] = [];
  const usage: TokenUsage[] = [];
  let lastAsksForTool = true;
  let ended = false;
  for (const event of events.slice(start)) {
    const data = isRecord(event['data']) ? event['data'] : {};
    if (event['type'] === 'assistant.message' && data['parentToolCallId'] === undefined) {
      if (typeof data['content'] === 'string' && data['content'].trim() !== '') {
        texts.push(data['content']);
      }
      const tools = data['toolRequests'];
      lastAsksForTool = Array.isArray(tools) && tools.length > 0;
      ended = false;
    } else if (event['type'] === 'assistant.turn_end') {
      ended = !lastAsksForTool;
    } else if (event['type'] === 'session.usage_record' && isRecord(data['usage'])) {
      usage.push(usageOf(data['usage']));
    }
  }
  return { texts, usage: sumUsage(usage), ended };
}

/** Copilot's counts, as it records them for whichever provider served the request. */
function usageOf(usage: Record<string, unknown>): TokenUsage {
  const count = (key: string) => {
    const value = usage[key];
    return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
  };
  return {
    model: typeof usage['model'] === 'string' ? usage['model'] : 'unknown',
    inputTokens: count('inputTokens'),
    outputTokens: count('outputTokens'),
    cacheReadTokens: count('cacheReadTokens'),
    cacheWriteTokens: count('cacheWriteTokens'),
  };
}
