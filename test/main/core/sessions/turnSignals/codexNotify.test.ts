import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createCodexNotify,
  parseNotifyPayload,
} from '../../../../../main/core/sessions/turnSignals/codexNotify';
import type {
  TurnAnswer,
  HookSignal,
} from '../../../../../main/core/sessions/turnSignals/turnSignal';
import { waitFor } from '../../../../support/poll';

const run = promisify(execFile);

const payload = {
  type: 'agent-turn-complete',
  'thread-id': 'th_1',
  'turn-id': '12345',
  cwd: '/tmp/ws',
  'input-messages': ['Review this diff'],
  'last-assistant-message': 'FILE: a.ts\nLINE: 3\n\n`$HOME` and "quotes" stay as written',
};

/** The program Codex would run: the TOML array after `notify=` (JSON-compatible here). */
function notifyProgram(signal: HookSignal): string[] {
  expect(signal.args[0]).toBe('-c');
  const value = signal.args[1] ?? '';
  expect(value.startsWith('notify=')).toBe(true);
  return JSON.parse(value.slice('notify='.length)) as string[];
}

/** Lines of a 0.169 rollout, cut down to the fields Parley reads. */
const event = (payload: Record<string, unknown>) => ({ type: 'event_msg', payload });
const said = (text: string) => ({
  type: 'response_item',
  payload: { type: 'message', role: 'assistant', content: [{ type: 'output_text', text }] },
});
const tokens = (input: number, cached: number, output: number) =>
  event({
    type: 'token_count',
    info: {
      total_token_usage: {
        input_tokens: input,
        cached_input_tokens: cached,
        output_tokens: output,
      },
    },
  });
function turnLines(turnId: string, lines: readonly object[], complete = true): object[] {
  return [
    event({ type: 'task_started', turn_id: turnId }),
    { type: 'turn_context', payload: { turn_id: turnId, model: 'gpt-5-codex' } },
    {
      type: 'response_item',
      payload: { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'Go' }] },
    },
    ...lines,
    ...(complete ? [event({ type: 'task_complete', turn_id: turnId })] : []),
  ];
}

/** A CODEX_HOME holding the thread's rollout, where Codex 0.169 puts it. */
async function writeRollout(home: string, lines: readonly object[]): Promise<void> {
  const day = path.join(home, 'sessions', '2026', '11', '24');
  await fs.mkdir(day, { recursive: true });
  // An older day holds another thread: the search must not stop there.
  await fs.mkdir(path.join(home, 'sessions', '2026', '10', '02'), { recursive: true });
  const file = path.join(day, `rollout-2026-11-24T05-23-54-${payload['thread-id']}.jsonl`);
  await fs.writeFile(file, lines.map((l) => JSON.stringify(l)).join('\n') + '\n');
}

describe('Codex notify signal', () => {
  let dir: string;
  let signal: HookSignal | undefined;

  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley codex "notify" '));
  });
  afterEach(async () => {
    signal?.dispose();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('runs as a real program with the payload as its last argument and reports the answer', async () => {
    signal = createCodexNotify(dir);
    const answers: string[] = [];
    signal.onTurnEnd((a) => answers.push(a.text));
    const [program, ...args] = notifyProgram(signal);
    await run(program ?? '', [...args, JSON.stringify(payload)]);
    await waitFor(() => answers.length === 1, { what: 'the notified turn' });
    expect(answers).toEqual([payload['last-assistant-message']]);
  });

  it('skips the notification of Codex naming the thread, even when it comes first', async () => {
    signal = createCodexNotify(dir);
    const answers: string[] = [];
    signal.onTurnEnd((a) => answers.push(a.text));
    const [program, ...args] = notifyProgram(signal);
    // Observed with 0.169.0: the title thread's notify arrives while the real turn still runs.
    const title = {
      ...payload,
      'thread-id': 'th_title',
      'input-messages': ['Generate a concise, single-line task title…\n\nUser prompt:\nReview'],
      'last-assistant-message': '{"title":"Review diff"}',
    };
    await run(program ?? '', [...args, JSON.stringify(title)]);
    await run(program ?? '', [...args, JSON.stringify(payload)]);
    await waitFor(() => answers.length === 1, { what: 'the real turn' });
    await waitFor(async () => (await fs.readdir(dir)).length === 0, {
      what: 'both files consumed',
    });
    expect(answers).toEqual([payload['last-assistant-message']]);
  });

  it('skips other notifications and reports junk as unreadable', async () => {
    expect(await parseNotifyPayload(JSON.stringify({ type: 'approval-requested' }))).toBe('ignore');
    expect(await parseNotifyPayload('{"type":')).toBeNull();
    const { 'last-assistant-message': _dropped, ...silent } = payload;
    expect(await parseNotifyPayload(JSON.stringify(silent))).toEqual({ text: '' });
    const titleLike = { ...payload, 'last-assistant-message': '{"title":"x","body":"y"}' };
    expect(await parseNotifyPayload(JSON.stringify(titleLike))).toEqual({
      text: '{"title":"x","body":"y"}',
    });
  });
  it('reads every message of the turn and its tokens from the rollout in the notified CODEX_HOME', async () => {
    const home = path.join(dir, 'codex home');
    await writeRollout(home, [
      ...turnLines('earlier', [said('An earlier answer.'), tokens(1000, 0, 50)]),
      ...turnLines(payload['turn-id'], [
        said('BEGIN\nFILE: a.ts'),
        { type: 'response_item', payload: { type: 'function_call', name: 'exec_command' } },
        tokens(2200, 768, 80),
        // A rate-limit update repeats no counts.
        event({ type: 'token_count', info: null }),
        said('COMMENT: the rest\nEND'),
        tokens(3500, 1792, 95),
      ]),
    ]);
    signal = createCodexNotify(dir);
    const answers: TurnAnswer[] = [];
    signal.onTurnEnd((a) => answers.push(a));
    const [program, ...args] = notifyProgram(signal);
    await run(program ?? '', [...args, JSON.stringify(payload)], {
      env: { ...process.env, CODEX_HOME: home },
    });
    await waitFor(() => answers.length === 1, { what: 'the notified turn' });
    expect(answers).toEqual([
      {
        text: 'BEGIN\nFILE: a.ts\n\nCOMMENT: the rest\nEND',
        usage: [
          {
            model: 'gpt-5-codex',
            inputTokens: 3500 - 1792 - 1000,
            outputTokens: 45,
            cacheReadTokens: 1792,
            cacheWriteTokens: 0,
          },
        ],
      },
    ]);
  });

  it('settles for the last message when the rollout is missing or never records the turn’s end', async () => {
    const saved = (home: string) => `${JSON.stringify(payload)}\n${home}`;
    expect(await parseNotifyPayload(saved(path.join(dir, 'no such home')))).toEqual({
      text: payload['last-assistant-message'],
    });
    const home = path.join(dir, 'unfinished');
    await writeRollout(home, turnLines(payload['turn-id'], [said('Half of it')], false));
    expect(await parseNotifyPayload(saved(home))).toEqual({
      text: payload['last-assistant-message'],
    });
  });
});
