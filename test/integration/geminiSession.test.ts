/**
 * The real Gemini CLI driven through the Parley core, against the fake Gemini
 * API on 127.0.0.1 (GOOGLE_GEMINI_BASE_URL and an API key in a seeded
 * GEMINI_CLI_HOME, usage statistics and update checks off). Nothing leaves
 * loopback: any other host goes to the fake's proxy, which refuses it.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toolUseReply } from '../support/fakeModel/reply';
import type { FakeGemini } from '../support/fakeGemini';
import type { GeminiHome } from '../support/geminiHome';
import { geminiRig } from './agentRigs';
import type { AgentWorld } from './agentSessions';
import { expectDialogStaysUp, expectHookTurn, startAgentWorld } from './agentSessions';

const NOTES = 'first line\nsecond line\n';

describe('Gemini CLI in a Parley session (real CLI, fake API)', () => {
  let world: AgentWorld<FakeGemini, GeminiHome>;
  beforeAll(async () => {
    world = await startAgentWorld(geminiRig, { 'notes.txt': NOTES });
  });
  afterEach(() => world.expectScriptDone());
  afterAll(() => world?.dispose());

  it('becomes ready, takes a multi-line prompt, and reports the answer exactly as the model wrote it', async () => {
    const { harness } = world;
    const id = await world.startSession();
    await harness.waitForStatus(id, 'ready');
    // Longer than one streamed chunk: Gemini's own prompt_response garbles such answers.
    const answer = [
      'Looks good overall, with one remark about the notes file.',
      '',
      '**FILE:** notes.txt',
      '- the `second line` repeats the first',
      '',
      'PARLEY-GEMINI-END',
    ].join('\n');
    await expectHookTurn(world, id, {
      marker: 'PARLEY-GEMINI-1',
      prompt: 'Please review the change.\nPARLEY-GEMINI-1\nThird line: keep `code` as is.',
      answer,
    });
    // The screen shows it as a person sees it: "✦ " first, markdown rendered.
    const screen = await harness.waitForScreen(id, /PARLEY-GEMINI-END/);
    expect(screen).toContain('✦ Looks good overall');
    expect(screen).not.toContain('**FILE:**');
    await harness.waitForStatus(id, 'ready');
  }, 90_000);

  it('reads a turn split by a tool call whole, from Gemini’s own session record', async () => {
    const { fake, harness, repo } = world;
    const id = (await harness.call('session:list', {})).find((s) => s.cwd === repo.dir)?.id ?? '';
    const first = 'FILE: notes.txt\nLINE: 2\nSEVERITY: warning';
    const second = 'COMMENT: The second line repeats the first.\n\nPARLEY-SPLIT-END';
    fake.reply(
      'PARLEY-GEMINI-SPLIT',
      toolUseReply('read_file', { file_path: repo.file('notes.txt') }, first),
    );
    fake.afterTool(second, /second line/);
    const turn = harness.nextTurn(id);
    await harness.call('session:submit', { id, text: 'Review notes.txt. PARLEY-GEMINI-SPLIT' });
    expect(await turn).toEqual({ id, source: 'hook', text: `${first}\n\n${second}` });
    await harness.waitForStatus(id, 'ready');
  }, 90_000);

  it('lets an unattended author edit a file with Gemini’s replace tool, asking nobody', async () => {
    const { fake, harness, repo } = world;
    const id = await world.startSession(repo.dir, { role: 'author' });
    await harness.waitForStatus(id, 'ready');
    fake.reply(
      'PARLEY-GEMINI-EDIT',
      toolUseReply('replace', {
        file_path: repo.file('notes.txt'),
        old_string: 'second line\n',
        new_string: '',
        instruction: 'Remove the repeated line.',
      }),
    );
    fake.afterTool('Removed the line. PARLEY-GEMINI-EDIT-DONE', /Successfully modified/);
    const turn = harness.nextTurn(id);
    await harness.call('session:submit', { id, text: 'Fix it. PARLEY-GEMINI-EDIT' });
    expect(await turn).toMatchObject({
      source: 'hook',
      text: 'Removed the line. PARLEY-GEMINI-EDIT-DONE',
    });
    expect(await repo.read('notes.txt')).toBe('first line\n');
    expect(harness.statusHistory(id)).not.toContain('dialog');
  }, 90_000);

  it('refuses an unattended reviewer’s edits and unlisted commands back to the model, asking nobody', async () => {
    const { fake, harness, repo } = world;
    const id = await world.startSession(repo.dir, { role: 'reviewer' });
    await harness.waitForStatus(id, 'ready');
    const shell = (command: string) =>
      toolUseReply('run_shell_command', { command, description: command });
    fake.reply('PARLEY-GEMINI-REVIEWER', shell('git status --short'));
    fake.afterTool(shell('touch made-by-reviewer.txt'), /notes\.txt/);
    fake.afterTool(shell('cat notes.txt > copy.txt'), /denied by policy/);
    fake.afterTool(
      toolUseReply('write_file', { file_path: repo.file('notes.txt'), content: 'x' }),
      /redirect/,
    );
    fake.afterTool('Refused as expected. PARLEY-GEMINI-REVIEWER-DONE', /not found/);
    const turn = harness.nextTurn(id);
    await harness.call('session:submit', { id, text: 'Look around. PARLEY-GEMINI-REVIEWER' });
    expect((await turn).text).toBe('Refused as expected. PARLEY-GEMINI-REVIEWER-DONE');
    // Edit tools are not even offered to a reviewer; read tools and the shell are.
    const offered = fake.conversation().at(-1)?.toolNames ?? [];
    expect(offered).toEqual(expect.arrayContaining(['read_file', 'run_shell_command']));
    expect(offered).not.toContain('replace');
    expect(offered).not.toContain('write_file');
    expect(await repo.read('notes.txt')).toBe('first line\n');
    expect(harness.statusHistory(id)).not.toContain('dialog');
  }, 90_000);

  it('shows the trust dialog of an untrusted folder and never answers it', async () => {
    const { harness } = world;
    const id = await world.startUntrustedSession();
    const snapshot = await harness.waitForStatus(id, 'dialog');
    expect(snapshot.dialog).toBe('Trust this folder?');
    await expectDialogStaysUp(harness, id, 'Trust this folder?');
    await harness.call('session:close', { id });
  }, 60_000);
});
