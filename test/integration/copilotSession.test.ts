/**
 * The real GitHub Copilot CLI TUI (@github/copilot, a dev dependency) driven
 * through the Parley core in a PTY, against the fake Chat Completions API on
 * 127.0.0.1: BYOK and offline mode, no GitHub login (see copilotHome.ts).
 * Nothing leaves loopback: any other host goes to the fake's proxy, which
 * refuses it.
 */
import fs from 'node:fs/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Reply } from '../support/fakeModel/reply';
import { textReply, toolUseReply } from '../support/fakeModel/reply';
import type { FakeOpenAIChat } from '../support/fakeOpenAIChat';
import type { CopilotHome } from '../support/copilotHome';
import { copilotRig } from './agentRigs';
import type { AgentWorld } from './agentSessions';
import { expectDialogStaysUp, startAgentWorld } from './agentSessions';

const NOTES = 'first line\nsecond line\n';

const bash = (command: string): Reply => toolUseReply('bash', { command, description: command });
const slow = (reply: Reply, delayMs = 1500): Reply => ({ ...reply, delayMs });

describe('GitHub Copilot CLI in a Parley session (real TUI, fake API)', () => {
  let world: AgentWorld<FakeOpenAIChat, CopilotHome>;
  beforeAll(async () => {
    world = await startAgentWorld(copilotRig, { 'notes.txt': NOTES });
  });
  afterEach(() => world.expectScriptDone());
  afterAll(() => world?.dispose());

  it('becomes ready on its input box, takes a multi-line prompt, and reports the answer from its agentStop hook', async () => {
    const { fake, harness } = world;
    const id = await world.startSession();
    const ready = await harness.waitForStatus(id, 'ready', 60_000);
    expect(ready.status).toBe('ready');
    expect(await harness.readScreen(id)).toMatch(/^─{8,} *\n❯/m);
    const prompt = 'Please review the change.\nPARLEY-COPILOT-1\nThird line: keep `code` as is.';
    const answer = [
      'Looks good overall, with one remark about the notes file.',
      '',
      '- the `second line` repeats the first',
      '',
      'PARLEY-COPILOT-END',
    ].join('\n');
    fake.reply('PARLEY-COPILOT-1', textReply(answer, 2000));
    const turn = harness.nextTurn(id);
    expect(await harness.call('session:submit', { id, text: prompt })).toEqual({ submitted: true });
    await harness.waitForStatus(id, 'busy');
    expect(await turn).toMatchObject({ id, source: 'hook', text: answer });
    // One user message, newlines kept; Copilot puts the date in front of it.
    expect(fake.userTexts().map((t) => t.replace(/^<current_datetime>.*\n\n/, ''))).toEqual([
      prompt,
    ]);
    await harness.waitForScreen(id, /PARLEY-COPILOT-END/);
    await harness.waitForStatus(id, 'ready');
  }, 120_000);

  it('keeps a turn split by a tool call open while it works, and reads it whole', async () => {
    const { fake, harness, repo } = world;
    const id = (await harness.call('session:list', {})).find((s) => s.cwd === repo.dir)?.id ?? '';
    const first = 'Reading the notes first.';
    const second = 'The second line repeats the first.\n\nPARLEY-SPLIT-END';
    fake.reply(
      'PARLEY-COPILOT-SPLIT',
      slow(toolUseReply('view', { path: repo.file('notes.txt') }, first)),
    );
    fake.afterTool(slow(textReply(second)), /second line/);
    const turn = harness.nextTurn(id);
    await harness.call('session:submit', { id, text: 'Review notes.txt. PARLEY-COPILOT-SPLIT' });
    expect(await turn).toMatchObject({ id, source: 'hook', text: `${first}\n\n${second}` });
    await harness.waitForStatus(id, 'ready');
  }, 120_000);

  it('lets an unattended author edit a file with its edit tool and run an allowed command, asking nobody', async () => {
    const { fake, harness, repo } = world;
    const id = await world.startSession(repo.dir, { role: 'author' });
    await harness.waitForStatus(id, 'ready', 60_000);
    fake.reply(
      'PARLEY-COPILOT-EDIT',
      toolUseReply('edit', { path: repo.file('notes.txt'), old_str: 'second line\n', new_str: '' }),
    );
    fake.afterTool(bash('git diff --stat'));
    fake.afterTool('Removed the line. PARLEY-COPILOT-EDIT-DONE', /notes\.txt/);
    const turn = harness.nextTurn(id);
    await harness.call('session:submit', { id, text: 'Fix it. PARLEY-COPILOT-EDIT' });
    expect(await turn).toMatchObject({ text: 'Removed the line. PARLEY-COPILOT-EDIT-DONE' });
    expect(await repo.read('notes.txt')).toBe('first line\n');
    expect(harness.statusHistory(id)).not.toContain('dialog');
  }, 120_000);

  it('refuses an unattended reviewer’s edits, back to the model, asking nobody', async () => {
    const { fake, harness, repo } = world;
    await fs.writeFile(repo.file('notes.txt'), NOTES);
    const id = await world.startSession(repo.dir, { role: 'reviewer' });
    await harness.waitForStatus(id, 'ready', 60_000);
    fake.reply('PARLEY-COPILOT-REVIEWER', bash('git log --oneline'));
    // Only once the allowed command's output came back.
    fake.afterTool(
      toolUseReply('edit', { path: repo.file('notes.txt'), old_str: 'first', new_str: 'x' }),
      /initial/i,
    );
    fake.afterTool(
      toolUseReply('create', { path: repo.file('copy.txt'), file_text: 'x\n' }),
      /denied due to the following rules: `write`/,
    );
    fake.afterTool(
      'Refused as expected. PARLEY-COPILOT-REVIEWER-DONE',
      /denied due to the following rules: `write`/,
    );
    const turn = harness.nextTurn(id);
    await harness.call('session:submit', { id, text: 'Look around. PARLEY-COPILOT-REVIEWER' });
    expect((await turn).text).toBe('Refused as expected. PARLEY-COPILOT-REVIEWER-DONE');
    expect(await repo.read('notes.txt')).toBe(NOTES);
    await expect(repo.read('copy.txt')).rejects.toThrow();
    expect(harness.statusHistory(id)).not.toContain('dialog');
  }, 120_000);

  it('asks in its own dialog before a command outside the policy, which nobody answers', async () => {
    const { fake, harness } = world;
    const id = await world.startSession(undefined, { role: 'reviewer' });
    await harness.waitForStatus(id, 'ready', 60_000);
    // Copilot has no "deny the rest" outside autopilot: an unlisted command is asked about.
    fake.reply('PARLEY-COPILOT-DIALOG', bash('touch made-by-reviewer.txt'));
    await harness.call('session:submit', { id, text: 'Touch it. PARLEY-COPILOT-DIALOG' });
    const snapshot = await harness.waitForStatus(id, 'dialog');
    expect(snapshot.dialog).toBe('Allow this tool call?');
    await expectDialogStaysUp(harness, id, 'Allow this tool call?');
    await harness.call('session:close', { id });
    await expect(world.repo.read('made-by-reviewer.txt')).rejects.toThrow();
  }, 120_000);

  it('asks whether to trust a folder it was not told to trust', async () => {
    const { harness } = world;
    const id = await world.startUntrustedSession();
    const snapshot = await harness.waitForStatus(id, 'dialog', 60_000);
    expect(snapshot.dialog).toBe('Trust this folder?');
    await harness.call('session:close', { id });
  }, 120_000);
});
