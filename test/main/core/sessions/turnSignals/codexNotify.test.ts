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
import type { TurnSignal } from '../../../../../main/core/sessions/turnSignals/turnSignal';
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
function notifyProgram(signal: TurnSignal): string[] {
  expect(signal.args[0]).toBe('-c');
  const value = signal.args[1] ?? '';
  expect(value.startsWith('notify=')).toBe(true);
  return JSON.parse(value.slice('notify='.length)) as string[];
}

describe('Codex notify signal', () => {
  let dir: string;
  let signal: TurnSignal | undefined;

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
});
