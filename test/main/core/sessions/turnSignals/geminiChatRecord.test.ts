import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readGeminiTurn } from '../../../../../main/core/sessions/turnSignals/geminiChatRecord';

/** Lines of a session record as @google/gemini-cli 0.61.0 appends them (ChatRecordingService). */
const meta = { sessionId: 's', projectHash: 'p', startTime: 't', kind: 'main' };
const user = (id: string, text: string) => ({ id, type: 'user', content: [{ text }] });
const toolResult = (id: string) => ({
  id,
  type: 'user',
  content: [{ functionResponse: { id: 'c', name: 'read_file', response: { output: 'x' } } }],
});
const tokens = (input: number, output: number, extra: Record<string, number> = {}) => ({
  input,
  output,
  cached: 0,
  thoughts: 0,
  tool: 0,
  total: input + output,
  ...extra,
});
const reply = (id: string, content: string, t = tokens(100, 10), model = 'gemini-2.5-pro') => ({
  id,
  type: 'gemini',
  content,
  model,
  tokens: t,
});

describe('Gemini session record', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-gemini-record-'));
  });
  afterEach(() => fs.rm(dir, { recursive: true, force: true }));

  async function record(lines: readonly object[]): Promise<string> {
    const file = path.join(dir, 'session.jsonl');
    await fs.writeFile(file, `${lines.map((l) => JSON.stringify(l)).join('\n')}\n`);
    return file;
  }

  it('reads every reply since the last prompt, in order, across tool calls, with their tokens', async () => {
    const file = await record([
      meta,
      { $set: { messages: [user('u0', '<session_context>…</session_context>')] } },
      user('u1', 'first prompt'),
      reply('g1', 'an earlier answer'),
      user('u2', 'Review this'),
      reply('g2', 'FILE: a.ts\nLINE: 3', tokens(100, 10)),
      // The same message again once its tool call is recorded: it keeps its place.
      { ...reply('g2', 'FILE: a.ts\nLINE: 3', tokens(100, 10)), toolCalls: [{ id: 'c' }] },
      { $set: { lastUpdated: 'now' } },
      toolResult('u3'),
      reply('g3', '', tokens(150, 5)),
      reply('g4', 'SEVERITY: warning', tokens(200, 20, { cached: 50, thoughts: 7, tool: 3 })),
    ]);
    expect(await readGeminiTurn(file)).toEqual({
      text: 'FILE: a.ts\nLINE: 3\n\nSEVERITY: warning',
      usage: [
        {
          model: 'gemini-2.5-pro',
          inputTokens: 100 + 150 + (200 + 3 - 50),
          outputTokens: 10 + 5 + (20 + 7),
          cacheReadTokens: 50,
          cacheWriteTokens: 0,
        },
      ],
    });
  });

  it('follows a rewind, and a rewrite of every message', async () => {
    const file = await record([
      meta,
      user('u1', 'first'),
      reply('g1', 'dropped by the rewind'),
      { $rewindTo: 'u1' },
      user('u2', 'second'),
      reply('g2', 'kept'),
    ]);
    expect((await readGeminiTurn(file))?.text).toBe('kept');
    const rewritten = await record([
      meta,
      user('u1', 'old'),
      reply('g1', 'old answer'),
      { $set: { messages: [user('u9', 'new'), reply('g9', 'new answer')] } },
    ]);
    expect((await readGeminiTurn(rewritten))?.text).toBe('new answer');
  });

  it('is null when there is no record to read', async () => {
    expect(await readGeminiTurn(path.join(dir, 'missing.jsonl'))).toBeNull();
  });
});
