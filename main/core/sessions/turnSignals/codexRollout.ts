/**
 * One turn read from Codex's rollout: the JSONL record Codex keeps of every
 * thread under `$CODEX_HOME/sessions/YYYY/MM/DD/rollout-<time>-<thread-id>.jsonl`.
 * Checked against 0.169.0 (a real run against a fake Responses API); the
 * lines Parley reads, in the order Codex writes them:
 *
 *   {"type":"event_msg","payload":{"type":"task_started","turn_id":"T",…}}
 *   {"type":"turn_context","payload":{"turn_id":"T","model":"gpt-5-codex",…}}
 *   {"type":"response_item","payload":{"type":"message","role":"user",…}}     the prompt
 *   {"type":"response_item","payload":{"type":"message","role":"assistant",
 *     "content":[{"type":"output_text","text":"<raw markdown>"}]}}
 *   {"type":"response_item","payload":{"type":"function_call",…}}             a tool call…
 *   {"type":"event_msg","payload":{"type":"token_count","info":{"total_token_usage":
 *     {"input_tokens":…,"cached_input_tokens":…,"output_tokens":…},…}}}        after each response
 *   {"type":"event_msg","payload":{"type":"task_complete","turn_id":"T",…}}
 *
 * `total_token_usage` is the thread's running total (input_tokens counts the
 * cached ones too), so a turn spent its last total minus the one before it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { TokenUsage } from '../turns/tokenUsage';
import { isRecord, parseRecord } from './jsonRecord';

export interface RolloutTurn {
  /** Every assistant message of the turn, in order. */
  readonly texts: readonly string[];
  /** What the turn spent; absent when the rollout names no model or counts nothing. */
  readonly usage?: TokenUsage;
  /** Codex has recorded the turn's end: nothing more of it is coming. */
  readonly complete: boolean;
}

interface Totals {
  readonly input: number;
  readonly cached: number;
  readonly output: number;
}

const NO_TOKENS: Totals = { input: 0, cached: 0, output: 0 };

/** The rollout file of a thread, searched newest day first; null when there is none. */
export function findRollout(codexHome: string, threadId: string): Promise<string | null> {
  // sessions/YYYY/MM/DD/: three levels of folders above the files.
  return findIn(path.join(codexHome, 'sessions'), 3, `-${threadId}.jsonl`);
}

async function findIn(dir: string, depth: number, suffix: string): Promise<string | null> {
  if (depth === 0) {
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    const name = names.find((n) => n.startsWith('rollout-') && n.endsWith(suffix));
    return name ? path.join(dir, name) : null;
  }
  for (const sub of await subdirsNewestFirst(dir)) {
    const found = await findIn(sub, depth - 1, suffix);
    if (found) return found;
  }
  return null;
}

async function subdirsNewestFirst(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isDirectory() && /^\d+$/.test(e.name))
    .map((e) => e.name)
    .sort((a, b) => Number(b) - Number(a))
    .map((name) => path.join(dir, name));
}

/** The turn `turnId` in a rollout's text; null when the rollout does not (yet) hold it. */
export function readRolloutTurn(rollout: string, turnId: string): RolloutTurn | null {
  const records = rollout.split('\n').flatMap((line) => {
    const record = parseRecord(line);
    return record ? [record] : [];
  });
  const start = records.findIndex((r) => eventType(r) === 'task_started' && turnOf(r) === turnId);
  if (start === -1) return null;
  const end = records.findIndex(
    (r, i) => i > start && eventType(r) === 'task_complete' && turnOf(r) === turnId,
  );
  const turn = records.slice(start, end === -1 ? undefined : end + 1);
  const before = lastTotals(records.slice(0, start)) ?? NO_TOKENS;
  const after = lastTotals(turn) ?? before;
  const model = modelOf(turn, turnId);
  const usage: TokenUsage | undefined =
    model && after.input + after.output > before.input + before.output
      ? {
          model,
          // Fresh input only: Codex's input_tokens counts the cached ones too.
          inputTokens: after.input - after.cached - (before.input - before.cached),
          outputTokens: after.output - before.output,
          cacheReadTokens: after.cached - before.cached,
          // OpenAI charges nothing extra for writing its prompt cache.
          cacheWriteTokens: 0,
        }
      : undefined;
  return {
    texts: turn.flatMap(assistantText),
    ...(usage ? { usage } : {}),
    complete: end !== -1,
  };
}

function payloadOf(record: Record<string, unknown>): Record<string, unknown> {
  const payload = record['payload'];
  return isRecord(payload) ? payload : {};
}

function eventType(record: Record<string, unknown>): unknown {
  return record['type'] === 'event_msg' ? payloadOf(record)['type'] : undefined;
}

function turnOf(record: Record<string, unknown>): unknown {
  return payloadOf(record)['turn_id'];
}

function assistantText(record: Record<string, unknown>): string[] {
  const item = payloadOf(record);
  if (record['type'] !== 'response_item' || item['type'] !== 'message') return [];
  if (item['role'] !== 'assistant' || !Array.isArray(item['content'])) return [];
  const text = item['content']
    .filter(isRecord)
    .flatMap((c) => (c['type'] === 'output_text' && typeof c['text'] === 'string' ? c['text'] : []))
    .join('');
  return text.trim() === '' ? [] : [text];
}

function lastTotals(records: readonly Record<string, unknown>[]): Totals | null {
  for (const record of [...records].reverse()) {
    const info = eventType(record) === 'token_count' ? payloadOf(record)['info'] : undefined;
    const total = isRecord(info) ? info['total_token_usage'] : undefined;
    if (!isRecord(total)) continue; // a rate-limit update carries no counts
    return {
      input: count(total['input_tokens']),
      cached: count(total['cached_input_tokens']),
      output: count(total['output_tokens']),
    };
  }
  return null;
}

function modelOf(turn: readonly Record<string, unknown>[], turnId: string): string | null {
  const context = turn.find((r) => r['type'] === 'turn_context' && turnOf(r) === turnId);
  const model = context ? payloadOf(context)['model'] : undefined;
  return typeof model === 'string' && model !== '' ? model : null;
}

function count(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}
