import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  GEMINI_HOME_ENV,
  createGeminiAfterAgent,
  parseAfterAgentInput,
  userGeminiHome,
} from '../../../../../main/core/sessions/turnSignals/geminiAfterAgent';
import { createTurnSignal } from '../../../../../main/core/sessions/turnSignals';
import type { TurnSignal } from '../../../../../main/core/sessions/turnSignals/turnSignal';
import { geminiProfile } from '../../../../../main/core/sessions/profiles/gemini';
import { waitFor } from '../../../../support/poll';

/**
 * The stdin of an AfterAgent hook as @google/gemini-cli 0.61.0 builds it:
 * bundle/chunk-JDPZ4CE3.js, HookEventHandler.fireAfterAgentEvent (prompt,
 * prompt_response, stop_hook_active) over createBaseInput (session_id,
 * transcript_path, cwd, hook_event_name, timestamp).
 */
const input = {
  session_id: 'b7a1c3e0-5d2f-4e61-9a3b-0c8d7e6f5a41',
  transcript_path: '/home/u/.gemini/tmp/abc/chats/session-1.json',
  cwd: '/tmp/ws',
  hook_event_name: 'AfterAgent',
  timestamp: '2026-11-22T23:10:00.000Z',
  prompt: 'Review this diff',
  prompt_response: 'FILE: a.ts\nLINE: 3\n\n`$HOME` and "quotes" and \'single\' stay as written',
  stop_hook_active: false,
};

interface HookEntry {
  type: string;
  command: string;
}
interface SettingsFile {
  hooks: { AfterAgent: { hooks: HookEntry[] }[] } & Record<string, unknown>;
  [key: string]: unknown;
}

async function settingsOf(signal: TurnSignal): Promise<SettingsFile> {
  const file = path.join(signal.env[GEMINI_HOME_ENV] ?? '', '.gemini', 'settings.json');
  return JSON.parse(await fs.readFile(file, 'utf8')) as SettingsFile;
}

/** The hook's command run the way Gemini CLI runs a command hook: by a shell, JSON on stdin. */
function runHook(command: string, stdin: string, cwd: string): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn('/bin/sh', ['-c', command], { cwd, stdio: ['pipe', 'ignore', 'inherit'] });
    child.on('error', reject);
    child.on('close', resolve);
    child.stdin.end(stdin);
  });
}

async function parleyHook(signal: TurnSignal): Promise<string> {
  const entries = (await settingsOf(signal)).hooks.AfterAgent;
  const ours = entries.at(-1)?.hooks[0];
  expect(ours?.type).toBe('command');
  return ours?.command ?? '';
}

describe('Gemini AfterAgent signal', () => {
  let dir: string;
  let runtimeDir: string;
  let userHome: string;
  let signal: TurnSignal | undefined;

  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'parley gemini "hook" '));
    runtimeDir = path.join(dir, "run $dir 'x'");
    userHome = path.join(dir, 'home');
  });
  /** A session environment naming the test's user home: not this machine's real ~/.gemini. */
  const userEnv = () => ({ [GEMINI_HOME_ENV]: userHome });
  afterEach(async () => {
    signal?.dispose();
    signal = undefined;
    vi.unstubAllEnvs();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('is the Gemini profile’s signal, injected through a session home and no args', () => {
    expect(geminiProfile.turnSignal).toBe('gemini-after-agent');
    signal = createTurnSignal('gemini-after-agent', runtimeDir, { env: userEnv() });
    expect(signal.args).toEqual([]);
    expect(signal.env[GEMINI_HOME_ENV]).toBe(path.join(runtimeDir, 'gemini-home'));
  });

  it('builds the session home over the Gemini home the session’s environment names, not Parley’s', async () => {
    vi.stubEnv(GEMINI_HOME_ENV, path.join(dir, 'parley-own-home'));
    await fs.mkdir(path.join(userHome, '.gemini'), { recursive: true });
    await fs.writeFile(
      path.join(userHome, '.gemini', 'settings.json'),
      '{"general":{"vimMode":true}}',
    );
    signal = createTurnSignal('gemini-after-agent', runtimeDir, { env: userEnv() });
    expect((await settingsOf(signal))['general']).toEqual({ vimMode: true });
  });

  it('runs as a real sh command fed the hook JSON and reports each answer once', async () => {
    signal = createGeminiAfterAgent(runtimeDir, userEnv());
    const answers: string[] = [];
    signal.onTurnEnd((a) => answers.push(a.text));
    const command = await parleyHook(signal);
    expect(await runHook(command, JSON.stringify(input), dir)).toBe(0);
    await waitFor(() => answers.length === 1, { what: 'the AfterAgent turn' });
    await waitFor(async () => (await fs.readdir(runtimeDir)).every((n) => !n.startsWith('turn-')), {
      what: 'the turn file consumed',
    });
    expect(answers).toEqual([input.prompt_response]);

    const second = { ...input, prompt: 'Again', prompt_response: 'Second answer' };
    expect(await runHook(command, JSON.stringify(second), dir)).toBe(0);
    await waitFor(() => answers.length === 2, { what: 'the second turn' });
    expect(answers).toEqual([input.prompt_response, 'Second answer']);
  });

  it('keeps the user’s settings, hooks and Gemini files, writing nothing into their home', async () => {
    const userDir = path.join(userHome, '.gemini');
    await fs.mkdir(path.join(userDir, 'tmp'), { recursive: true });
    const theirs = { hooks: [{ type: 'command', command: 'notify-send done' }] };
    const userSettings = JSON.stringify({
      security: { auth: { selectedType: 'oauth-personal' } },
      hooks: { AfterAgent: [theirs], BeforeTool: [theirs] },
    });
    await fs.writeFile(path.join(userDir, 'settings.json'), userSettings);
    await fs.writeFile(path.join(userDir, 'oauth_creds.json'), '{"token":"t"}');
    signal = createGeminiAfterAgent(runtimeDir, userEnv());

    const settings = await settingsOf(signal);
    expect(settings['security']).toEqual({ auth: { selectedType: 'oauth-personal' } });
    expect(settings.hooks['BeforeTool']).toEqual([theirs]);
    expect(settings.hooks.AfterAgent).toHaveLength(2);
    expect(settings.hooks.AfterAgent[0]).toEqual(theirs);
    // What Gemini updates in the session home (a refreshed login) lands in the user's file.
    const sessionDir = path.join(signal.env[GEMINI_HOME_ENV] ?? '', '.gemini');
    await fs.writeFile(path.join(sessionDir, 'oauth_creds.json'), '{"token":"refreshed"}');
    expect(await fs.readFile(path.join(userDir, 'oauth_creds.json'), 'utf8')).toBe(
      '{"token":"refreshed"}',
    );
    expect((await fs.stat(path.join(sessionDir, 'tmp'))).isDirectory()).toBe(true);
    expect((await fs.readdir(userDir)).sort()).toEqual([
      'oauth_creds.json',
      'settings.json',
      'tmp',
    ]);
    expect(await fs.readFile(path.join(userDir, 'settings.json'), 'utf8')).toBe(userSettings);

    // A second start of the session rebuilds its home without touching the user's files.
    signal.dispose();
    signal = createGeminiAfterAgent(runtimeDir, userEnv());
    expect((await settingsOf(signal)).hooks.AfterAgent).toHaveLength(2);
    expect(await fs.readFile(path.join(userDir, 'oauth_creds.json'), 'utf8')).toBe(
      '{"token":"refreshed"}',
    );
  });

  it('refuses to replace user settings it cannot read as JSON, leaving them as they are', async () => {
    const userDir = path.join(userHome, '.gemini');
    await fs.mkdir(userDir, { recursive: true });
    const withComments = '{\n  // mine\n  "general": { "vimMode": true }\n}\n';
    await fs.writeFile(path.join(userDir, 'settings.json'), withComments);
    expect(() => createGeminiAfterAgent(runtimeDir, userEnv())).toThrow(/not plain JSON/);
    expect(await fs.readFile(path.join(userDir, 'settings.json'), 'utf8')).toBe(withComments);
  });

  it('finds the user’s Gemini home where Gemini CLI does', () => {
    expect(userGeminiHome({})).toBe(os.homedir());
    expect(userGeminiHome({ [GEMINI_HOME_ENV]: '/srv/g' })).toBe('/srv/g');
  });

  it('skips other hook events and reports junk as unreadable', async () => {
    const before = { ...input, hook_event_name: 'BeforeAgent' };
    expect(await parseAfterAgentInput(JSON.stringify(before))).toBe('ignore');
    expect(await parseAfterAgentInput('{"hook_event_name":')).toBeNull();
    const empty = { ...input, prompt_response: '[no response text]' };
    expect(await parseAfterAgentInput(JSON.stringify(empty))).toEqual({ text: '' });
    const { prompt_response: _dropped, ...silent } = input;
    expect(await parseAfterAgentInput(JSON.stringify(silent))).toEqual({ text: '' });
  });
});
