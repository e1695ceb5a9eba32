/**
 * opencode's session.idle signal: the plugin Parley writes is loaded the way
 * opencode loads it (an ES module from a file URL in OPENCODE_CONFIG_CONTENT)
 * and run against a stand-in for opencode's SDK client, shaped as 1.18.33
 * answers; the real TUI runs it in test/integration/opencodeSession.test.ts.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTurnSignal } from '../../../../../main/core/sessions/turnSignals';
import {
  OPENCODE_CONFIG_CONTENT_ENV,
  parseSessionIdle,
} from '../../../../../main/core/sessions/turnSignals/opencodeSessionIdle';
import type {
  TurnAnswer,
  TurnSignal,
} from '../../../../../main/core/sessions/turnSignals/turnSignal';
import { opencodeProfile } from '../../../../../main/core/sessions/profiles/opencode';
import { waitFor } from '../../../../support/poll';

interface Event {
  readonly type: string;
  readonly properties: Record<string, unknown>;
}
type Hooks = { event(input: { event: Event }): Promise<void> };
type Plugin = (input: { client: unknown }) => Promise<Hooks>;

const tokens = (input: number, output: number, reasoning = 0, read = 0, write = 0) => ({
  total: input + output + reasoning + read + write,
  input,
  output,
  reasoning,
  cache: { read, write },
});

/** Two turns of one session: the second split by a tool call, as opencode stores it. */
const messages = [
  { info: { role: 'user' }, parts: [{ type: 'text', text: 'First prompt' }] },
  {
    info: { role: 'assistant', modelID: 'm', tokens: tokens(100, 5) },
    parts: [{ type: 'text', text: 'Old answer' }],
  },
  {
    info: { role: 'user' },
    parts: [
      { type: 'text', text: 'Review it' },
      { type: 'text', text: 'file context', synthetic: true },
    ],
  },
  {
    info: { role: 'assistant', modelID: 'claude-sonnet-4-5', tokens: tokens(1000, 20, 7, 300, 50) },
    parts: [
      { type: 'step-start' },
      { type: 'reasoning', text: 'thinking' },
      { type: 'text', text: 'FILE: a.ts\nLINE: 3' },
      { type: 'tool', tool: 'read', state: { output: 'x'.repeat(1000) } },
    ],
  },
  {
    info: { role: 'assistant', modelID: 'claude-sonnet-4-5', tokens: tokens(10, 30) },
    parts: [{ type: 'text', text: 'COMMENT: `$HOME` stays "as written"' }],
  },
];

function client(sessions: Record<string, { parentID?: string }>) {
  return {
    session: {
      get: ({ path: { id } }: { path: { id: string } }) => Promise.resolve({ data: sessions[id] }),
      messages: () => Promise.resolve({ data: messages }),
    },
  };
}

describe('opencode session.idle signal', () => {
  let dir: string;
  let runtimeDir: string;
  let signal: TurnSignal | undefined;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley opencode "idle" '));
    runtimeDir = path.join(dir, "run $dir 'x'");
  });
  afterEach(async () => {
    signal?.dispose();
    signal = undefined;
    await fs.rm(dir, { recursive: true, force: true });
  });

  const pluginOf = async (made: TurnSignal): Promise<Plugin> => {
    const content = JSON.parse(made.env[OPENCODE_CONFIG_CONTENT_ENV] ?? '{}') as {
      plugin: string[];
    };
    const module = (await import(content.plugin.at(-1)!)) as Record<string, Plugin>;
    return module['ParleyTurnEnd']!;
  };

  it('is the opencode profile’s signal: a plugin added to the user’s own inline config', async () => {
    expect(opencodeProfile.turnSignal).toBe('opencode-session-idle');
    const user = { theme: 'dark', plugin: ['their-plugin'] };
    signal = createTurnSignal('opencode-session-idle', runtimeDir, {
      env: { [OPENCODE_CONFIG_CONTENT_ENV]: JSON.stringify(user) },
    });
    expect(signal.args).toEqual([]);
    const config = JSON.parse(signal.env[OPENCODE_CONFIG_CONTENT_ENV] ?? '') as typeof user;
    expect(config.theme).toBe('dark');
    expect(config.plugin[0]).toBe('their-plugin');
    expect(config.plugin[1]).toMatch(/^file:\/\/.*parley-turn-end\.js$/);
  });

  it('refuses a user config it cannot read as JSON rather than dropping it', () => {
    expect(() =>
      createTurnSignal('opencode-session-idle', runtimeDir, {
        env: { [OPENCODE_CONFIG_CONTENT_ENV]: '{ // jsonc\n}' },
      }),
    ).toThrow(/OPENCODE_CONFIG_CONTENT is not plain JSON/);
  });

  it('hands over each top-level turn once: its texts whole and its tokens per model', async () => {
    signal = createTurnSignal('opencode-session-idle', runtimeDir, { env: {} });
    const answers: TurnAnswer[] = [];
    if (signal.kind === 'hook') signal.onTurnEnd((a) => answers.push(a));
    const hooks = await (
      await pluginOf(signal)
    )({
      client: client({ main: {}, child: { parentID: 'main' } }),
    });
    await hooks.event({ event: { type: 'session.status', properties: { sessionID: 'main' } } });
    // A subagent's session going idle is not the turn Parley sent.
    await hooks.event({ event: { type: 'session.idle', properties: { sessionID: 'child' } } });
    await hooks.event({ event: { type: 'session.idle', properties: { sessionID: 'main' } } });
    await waitFor(() => answers.length === 1, { what: 'the turn' });
    expect(answers[0]).toEqual({
      text: 'FILE: a.ts\nLINE: 3\n\nCOMMENT: `$HOME` stays "as written"',
      usage: [
        {
          model: 'claude-sonnet-4-5',
          inputTokens: 1010,
          outputTokens: 57,
          cacheReadTokens: 300,
          cacheWriteTokens: 50,
        },
      ],
    });
    await waitFor(async () => (await fs.readdir(runtimeDir)).every((n) => !n.startsWith('turn-')), {
      what: 'the turn file consumed',
    });
    expect(answers).toHaveLength(1);
  });

  it('reads junk as junk and other records as not a turn', async () => {
    expect(await parseSessionIdle('{"event":')).toBeNull();
    expect(await parseSessionIdle('{"event":"session.error"}')).toBe('ignore');
    expect(await parseSessionIdle('{"event":"session.idle","replies":[]}')).toEqual({ text: '' });
  });
});
