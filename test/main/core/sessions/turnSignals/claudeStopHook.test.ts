import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createClaudeStopHook,
  parseStopHookInput,
} from '../../../../../main/core/sessions/turnSignals/claudeStopHook';
import type { TurnSignal } from '../../../../../main/core/sessions/turnSignals/turnSignal';
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
function runStopHook(signal: TurnSignal, input: unknown): Promise<void> {
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
  let signal: TurnSignal | undefined;

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

  it('reads the answer from the transcript when the input has no last_assistant_message', async () => {
    const transcript = path.join(dir, 'session.jsonl');
    const lines = [
      { type: 'user', message: { role: 'user', content: 'Review this' } },
      {
        type: 'assistant',
        message: { role: 'assistant', content: [{ type: 'text', text: 'old' }] },
      },
      {
        type: 'assistant',
        message: {
          role: 'assistant',
          content: [
            { type: 'text', text: 'VERDICT: APPROVED' },
            { type: 'tool_use', id: 't1', name: 'Read', input: {} },
          ],
        },
      },
      { type: 'system', subtype: 'cost-state' },
    ];
    await fs.writeFile(transcript, lines.map((l) => JSON.stringify(l)).join('\n'));
    const { last_assistant_message: _dropped, ...older } = observedInput;
    expect(
      await parseStopHookInput(JSON.stringify({ ...older, transcript_path: transcript })),
    ).toEqual({ text: 'VERDICT: APPROVED' });
  });

  it('skips other hooks’ input and reports junk as unreadable', async () => {
    expect(await parseStopHookInput('not json')).toBeNull();
    expect(await parseStopHookInput('{"hook_event_name":"St')).toBeNull();
    expect(await parseStopHookInput('[1,2]')).toBeNull();
    expect(await parseStopHookInput('{"session_id":"x"}')).toBe('ignore');
    const other = { ...observedInput, hook_event_name: 'SubagentStop' };
    expect(await parseStopHookInput(JSON.stringify(other))).toBe('ignore');
  });
});
