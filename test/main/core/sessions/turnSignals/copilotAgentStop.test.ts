/**
 * Copilot CLI's agentStop signal: the plugin it is injected through, and the
 * turn read from the session record the hook names (events as 1.0.102 writes
 * them, trimmed to the fields Parley reads).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTurnSignal } from '../../../../../main/core/sessions/turnSignals';
import { parseAgentStopInput } from '../../../../../main/core/sessions/turnSignals/copilotAgentStop';
import { readCopilotTurn } from '../../../../../main/core/sessions/turnSignals/copilotEvents';
import { copilotProfile } from '../../../../../main/core/sessions/profiles/copilot';
import { copilotPermissionArgs } from '../../../../../main/core/sessions/permissions/copilotPermissions';
import { permissionPolicy } from '../../../../../main/core/sessions/permissions/permissionPolicy';

const usage = (model: string, inputTokens: number, outputTokens: number) => ({
  type: 'session.usage_record',
  data: { usage: { model, inputTokens, outputTokens, cacheReadTokens: 0, cacheWriteTokens: 0 } },
});
const message = (content: string, tools: string[] = [], extra: object = {}) => ({
  type: 'assistant.message',
  data: { content, toolRequests: tools.map((name) => ({ name })), ...extra },
});
const TURN_END = { type: 'assistant.turn_end', data: {} };

describe('Copilot agentStop', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley-copilot-signal-'));
  });
  afterEach(() => fs.rm(dir, { recursive: true, force: true }));

  const record = async (events: object[]) => {
    const file = path.join(dir, 'events.jsonl');
    await fs.writeFile(file, events.map((e) => JSON.stringify(e)).join('\n') + '\n');
    return file;
  };

  it('reads the last turn whole: every message since the prompt, not a sub-agent’s, with its usage', async () => {
    const file = await record([
      { type: 'user.message', data: { content: 'earlier' } },
      message('Earlier answer.'),
      TURN_END,
      { type: 'user.message', data: { content: 'Review it.' } },
      usage('fake-model', 100, 5),
      message('Reading first.', ['view']),
      TURN_END,
      message('A sub-agent speaking.', [], { parentToolCallId: 'call-1' }),
      usage('fake-model', 200, 7),
      message('The answer.'),
      TURN_END,
    ]);
    expect(await readCopilotTurn(file, 0)).toEqual({
      text: 'Reading first.\n\nThe answer.',
      usage: [
        {
          model: 'fake-model',
          inputTokens: 300,
          outputTokens: 12,
          cacheReadTokens: 0,
          cacheWriteTokens: 0,
        },
      ],
    });
  });

  it('waits for the record to catch up with a turn that stopped at a tool call', async () => {
    const file = await record([
      { type: 'user.message', data: { content: 'Review it.' } },
      message('Reading first.', ['view']),
      TURN_END,
    ]);
    const turn = readCopilotTurn(file, 2000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await fs.appendFile(file, `${JSON.stringify(message('Done.'))}\n${JSON.stringify(TURN_END)}\n`);
    expect((await turn)?.text).toBe('Reading first.\n\nDone.');
  });

  it('reads the hook input it is given, and ignores any other', async () => {
    const file = await record([
      { type: 'user.message', data: { content: 'Hi' } },
      message('Hello.'),
      TURN_END,
    ]);
    const input = { sessionId: 's', transcriptPath: file, stopReason: 'end_turn' };
    expect(await parseAgentStopInput(JSON.stringify(input))).toEqual({ text: 'Hello.' });
    expect(await parseAgentStopInput(JSON.stringify({ sessionId: 's', prompt: 'x' }))).toBe(
      'ignore',
    );
    expect(await parseAgentStopInput('{not json')).toBeNull();
  });

  it('is injected as a plugin of its own, through --plugin-dir', async () => {
    expect(copilotProfile.turnSignal).toBe('copilot-agent-stop');
    const signal = createTurnSignal('copilot-agent-stop', dir, { env: {} });
    try {
      expect(signal.args[0]).toBe('--plugin-dir');
      const pluginDir = signal.args[1]!;
      const manifest = JSON.parse(await fs.readFile(path.join(pluginDir, 'plugin.json'), 'utf8'));
      expect(manifest).toMatchObject({ name: 'parley-turn-end', hooks: 'hooks.json' });
      const hooks = JSON.parse(await fs.readFile(path.join(pluginDir, 'hooks.json'), 'utf8'));
      expect(hooks.version).toBe(1);
      expect(hooks.hooks.agentStop[0]).toMatchObject({ type: 'command' });
    } finally {
      signal.dispose();
    }
  });

  it('holds the reviewer to no edits and the author to its commands, through Copilot’s own flags', () => {
    const reviewer = copilotPermissionArgs(permissionPolicy('reviewer', ['npm test']));
    expect(reviewer).toContain('--deny-tool=write');
    expect(reviewer).not.toContain('--allow-tool=write');
    expect(reviewer).toEqual(
      expect.arrayContaining(['--allow-tool=shell(npm test)', '--allow-tool=shell(npm test:*)']),
    );
    const author = copilotPermissionArgs(permissionPolicy('author', []));
    expect(author).toContain('--allow-tool=write');
    expect(author).toContain('--allow-tool=shell(git status:*)');
    expect(author).not.toContain('--allow-tool=shell(cat:*)');
    expect(author).toContain('--no-ask-user');
  });
});
