import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createClaudeStopHook,
  parseStopHookInput,
} from '../../../../../main/core/sessions/turnSignals/claudeStopHook';
import type { HookSignal } from '../../../../../main/core/sessions/turnSignals/turnSignal';
import { waitFor } from '../../../../support/poll';

/** The Stop hook input Claude Code 2.1.328 sent in interactive mode (ids shortened). */
const observedInput = {
  session_id: '61377cee',
  transcript_path: '/tmp/home/projects/-tmp-ws/61377cee.jsonl',
  cwd: '/tmp/ws',
  prompt_id: 'bf84b098',
  permission_mode: 'auto',
  effort: { level: 'medium' },
  hook_event_name: 'Stop',
  stop_hook_active: false,
  last_assistant_message: 'Here is **bold** answer.\n\n- item one\n- item two\n\nPARLEY-DONE',
  background_tasks: [],
  session_crons: [],
};

interface StopHookSettings {
  hooks: { Stop: { hooks: { type: string; command: string }[] }[] };
}

/** Runs the hook command the way Claude Code does: a shell, the input JSON on stdin. */
function runStopHook(signal: HookSignal, input: unknown): Promise<void> {
  const settings = JSON.parse(signal.args[1] ?? '') as StopHookSettings;
  const command = settings.hooks.Stop[0]?.hooks[0]?.command ?? '';
  const child = execFile('/bin/sh', ['-c', command]);
  child.stdin?.end(JSON.stringify(input));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`hook exited ${code}`))));
  });
}

describe('Claude Code Stop hook signal', () => {
  let dir: string;
  let signal: HookSignal | undefined;

  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "parley stop 'hook' "));
  });
  afterEach(async () => {
    signal?.dispose();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('adds exactly one Stop hook through --settings and no environment', () => {
    signal = createClaudeStopHook(dir);
    expect(signal.args[0]).toBe('--settings');
    expect(signal.args).toHaveLength(2);
    const settings = JSON.parse(signal.args[1] ?? '') as StopHookSettings;
    expect(Object.keys(settings.hooks)).toEqual(['Stop']);
    expect(settings.hooks.Stop[0]?.hooks[0]?.type).toBe('command');
    expect(signal.env).toEqual({});
  });

  it('hands each turn’s raw markdown answer to every listener', async () => {
    signal = createClaudeStopHook(dir);
    const first: string[] = [];
    const second: string[] = [];
    signal.onTurnEnd((a) => first.push(a.text));
    const stopSecond = signal.onTurnEnd((a) => second.push(a.text));
    await runStopHook(signal, observedInput);
    await waitFor(() => first.length === 1, { what: 'the first turn' });
    expect(first).toEqual([observedInput.last_assistant_message]);
    expect(second).toEqual(first);

    stopSecond();
    await runStopHook(signal, { ...observedInput, last_assistant_message: 'second turn' });
    await waitFor(() => first.length === 2, { what: 'the second turn' });
    expect(first[1]).toBe('second turn');
    expect(second).toHaveLength(1);
  });

  /** One transcript line per content block, as Claude Code 2.1.328 writes them. */
  const assistant = (id: string, block: object, usage = USAGE) => ({
    type: 'assistant',
    message: { id, role: 'assistant', model: 'claude-sonnet-4-5', content: [block], usage },
  });
  const USAGE = {
    input_tokens: 1200,
    cache_creation_input_tokens: 300,
    cache_read_input_tokens: 5000,
    output_tokens: 80,
  };
  const toolResult = {
    type: 'user',
    message: { role: 'user', content: [{ type: 'tool_result', tool_use_id: 't1', content: 'x' }] },
  };
  const writeTranscript = (lines: object[]) =>
    fs.writeFile(
      path.join(dir, 'session.jsonl'),
      lines.map((l) => JSON.stringify(l)).join('\n') + '\n',
    );
  const hookInput = (last?: string) => {
    const { last_assistant_message: _dropped, ...older } = observedInput;
    return JSON.stringify({
      ...older,
      ...(last === undefined ? {} : { last_assistant_message: last }),
      transcript_path: path.join(dir, 'session.jsonl'),
    });
  };

  it('reads the whole turn since the prompt, split by a tool call, with its usage once per message', async () => {
    await writeTranscript([
      { type: 'user', message: { role: 'user', content: 'Earlier prompt' } },
      assistant('m0', { type: 'text', text: 'an earlier turn' }),
      { type: 'user', message: { role: 'user', content: 'Review this' } },
      assistant('m1', { type: 'text', text: 'BEGIN\nFILE: a.ts' }),
      assistant('m1', { type: 'tool_use', id: 't1', name: 'Read', input: {} }),
      toolResult,
      assistant('m2', { type: 'text', text: 'LINE: 3\nEND' }, { ...USAGE, output_tokens: 20 }),
      { type: 'system', subtype: 'cost-state' },
    ]);
    expect(await parseStopHookInput(hookInput('LINE: 3\nEND'))).toEqual({
      text: 'BEGIN\nFILE: a.ts\n\nLINE: 3\nEND',
      usage: [
        {
          model: 'claude-sonnet-4-5',
          inputTokens: 2400,
          cacheWriteTokens: 600,
          cacheReadTokens: 10_000,
          outputTokens: 100,
        },
      ],
    });
  });

  it('waits for the transcript to catch up with the answer the hook reported', async () => {
    const prompt = { type: 'user', message: { role: 'user', content: 'Review this' } };
    const first = assistant('m1', { type: 'text', text: 'first half' });
    await writeTranscript([prompt, first]);
    const parsed = parseStopHookInput(hookInput('second half'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await writeTranscript([
      prompt,
      first,
      toolResult,
      assistant('m2', { type: 'text', text: 'second half' }),
    ]);
    expect(((await parsed) as { text: string }).text).toBe('first half\n\nsecond half');
  });

  it('waits for a transcript not written yet, for the turn’s usage', async () => {
    const parsed = parseStopHookInput(hookInput('the answer'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await writeTranscript([
      { type: 'user', message: { role: 'user', content: 'Review this' } },
      assistant('m1', { type: 'text', text: 'the answer' }),
    ]);
    const answer = (await parsed) as { text: string; usage?: unknown[] };
    expect(answer.text).toBe('the answer');
    expect(answer.usage).toHaveLength(1);
  });

  it('falls back to the hook’s last message when there is no transcript to read', async () => {
    const answer = await parseStopHookInput(
      JSON.stringify({ ...observedInput, transcript_path: path.join(dir, 'missing.jsonl') }),
    );
    expect(answer).toEqual({ text: observedInput.last_assistant_message });
  }, 10_000);

  it('skips other hooks’ input and reports junk as unreadable', async () => {
    expect(await parseStopHookInput('not json')).toBeNull();
    expect(await parseStopHookInput('{"hook_event_name":"St')).toBeNull();
    expect(await parseStopHookInput('[1,2]')).toBeNull();
    expect(await parseStopHookInput('{"session_id":"x"}')).toBe('ignore');
    const other = { ...observedInput, hook_event_name: 'SubagentStop' };
    expect(await parseStopHookInput(JSON.stringify(other))).toBe('ignore');
  });
});
