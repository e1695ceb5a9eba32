/**
 * The real opencode TUI (opencode-ai, a dev dependency) driven through the
 * Parley core in a PTY, against the fake Chat Completions API on 127.0.0.1
 * (an openai-compatible provider in a seeded config home, models fetch,
 * autoupdate and sharing off). Nothing leaves loopback: any other host goes
 * to the fake's proxy, which refuses it.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Reply } from '../support/fakeModel/reply';
import { textReply, toolUseReply } from '../support/fakeModel/reply';
import type { FakeOpenAIChat } from '../support/fakeOpenAIChat';
import type { OpencodeHome } from '../support/opencodeHome';
import { opencodeRig } from './agentRigs';
import type { AgentWorld } from './agentSessions';
import { expectDialogStaysUp, startAgentWorld } from './agentSessions';

const NOTES = 'first line\nsecond line\n';

const bash = (command: string): Reply => toolUseReply('bash', { command, description: command });
const slow = (reply: Reply, delayMs = 1500): Reply => ({ ...reply, delayMs });

describe('opencode in a Parley session (real TUI, fake API)', () => {
  let world: AgentWorld<FakeOpenAIChat, OpencodeHome>;
  beforeAll(async () => {
    world = await startAgentWorld(opencodeRig, { 'notes.txt': NOTES });
  });
  afterEach(() => world.expectScriptDone());
  afterAll(() => world?.dispose());

  it('becomes ready on its input box, takes a multi-line prompt, and reports the answer from its session.idle', async () => {
    const { fake, harness } = world;
    const id = await world.startSession();
    const ready = await harness.waitForStatus(id, 'ready', 60_000);
    expect(ready.status).toBe('ready');
    // Ready only once the box is drawn: never on the blank screen before it.
    expect(await harness.readScreen(id)).toMatch(/^ *╹▀{8,}/m);
    const prompt = 'Please review the change.\nPARLEY-OPENCODE-1\nThird line: keep `code` as is.';
    const answer = [
      'Looks good overall, with one remark about the notes file.',
      '',
      '- the `second line` repeats the first',
      '',
      'PARLEY-OPENCODE-END',
    ].join('\n');
    fake.reply('PARLEY-OPENCODE-1', textReply(answer, 2000));
    const turn = harness.nextTurn(id);
    expect(await harness.call('session:submit', { id, text: prompt })).toEqual({ submitted: true });
    await harness.waitForStatus(id, 'busy');
    expect(await turn).toMatchObject({ id, source: 'hook', text: answer });
    // One user message, newlines kept (opencode adds a space after a pasted block).
    expect(fake.userTexts().map((t) => t.trimEnd())).toEqual([prompt]);
    await harness.waitForScreen(id, /PARLEY-OPENCODE-END/);
    await harness.waitForStatus(id, 'ready');
  }, 120_000);

  it('keeps a turn split by tool calls open while it works, and reads it whole', async () => {
    const { fake, harness, repo } = world;
    const id = (await harness.call('session:list', {})).find((s) => s.cwd === repo.dir)?.id ?? '';
    const first = 'Reading the notes first.';
    const second = 'The second line repeats the first.\n\nPARLEY-SPLIT-END';
    fake.reply(
      'PARLEY-OPENCODE-SPLIT',
      slow(toolUseReply('read', { filePath: repo.file('notes.txt') }, first)),
    );
    // Never grep or glob: with no `rg` on PATH opencode would fetch ripgrep from GitHub.
    fake.afterTool(slow(bash('git log --oneline')), /second line/);
    fake.afterTool(slow(textReply(second)), /initial/i);
    const turn = harness.nextTurn(id);
    await harness.call('session:submit', { id, text: 'Review notes.txt. PARLEY-OPENCODE-SPLIT' });
    expect(await turn).toMatchObject({ id, source: 'hook', text: `${first}\n\n${second}` });
    await harness.waitForStatus(id, 'ready');
  }, 120_000);

  it('lets an unattended author edit a file with its edit tool and refuses an unlisted command, asking nobody', async () => {
    const { fake, harness, repo } = world;
    const id = await world.startSession(repo.dir, { role: 'author' });
    await harness.waitForStatus(id, 'ready', 60_000);
    fake.reply(
      'PARLEY-OPENCODE-EDIT',
      toolUseReply('edit', {
        filePath: repo.file('notes.txt'),
        oldString: 'second line\n',
        newString: '',
      }),
    );
    fake.afterTool(bash('touch made-by-author.txt'), /Edit applied successfully/);
    fake.afterTool('Removed the line. PARLEY-OPENCODE-EDIT-DONE', /prevents you from using/);
    const turn = harness.nextTurn(id);
    await harness.call('session:submit', { id, text: 'Fix it. PARLEY-OPENCODE-EDIT' });
    expect(await turn).toMatchObject({ text: 'Removed the line. PARLEY-OPENCODE-EDIT-DONE' });
    expect(await repo.read('notes.txt')).toBe('first line\n');
    await expect(repo.read('made-by-author.txt')).rejects.toThrow();
    expect(harness.statusHistory(id)).not.toContain('dialog');
  }, 120_000);

  it('refuses an unattended reviewer’s edits, back to the model, asking nobody', async () => {
    const { fake, harness, repo } = world;
    const before = await repo.read('notes.txt');
    const id = await world.startSession(repo.dir, { role: 'reviewer' });
    await harness.waitForStatus(id, 'ready', 60_000);
    fake.reply('PARLEY-OPENCODE-REVIEWER', bash('git status --short'));
    fake.afterTool(
      toolUseReply('edit', {
        filePath: repo.file('notes.txt'),
        oldString: 'first',
        newString: 'x',
      }),
    );
    fake.afterTool(bash('cat notes.txt > copy.txt'), /unavailable tool/);
    fake.afterTool('Refused as expected. PARLEY-OPENCODE-REVIEWER-DONE', /prevents you from using/);
    const turn = harness.nextTurn(id);
    await harness.call('session:submit', { id, text: 'Look around. PARLEY-OPENCODE-REVIEWER' });
    expect((await turn).text).toBe('Refused as expected. PARLEY-OPENCODE-REVIEWER-DONE');
    // Edit tools are not even offered to a reviewer; reading and the shell are.
    const offered = fake.conversation().at(-1)?.toolNames ?? [];
    expect(offered).toEqual(expect.arrayContaining(['read', 'grep', 'bash']));
    expect(offered).not.toContain('edit');
    expect(offered).not.toContain('write');
    expect(await repo.read('notes.txt')).toBe(before);
    await expect(repo.read('copy.txt')).rejects.toThrow();
    expect(harness.statusHistory(id)).not.toContain('dialog');
  }, 120_000);

  it('shows the permission dialog of an attended session and never answers it', async () => {
    const { fake, harness } = world;
    const id = await world.startSession();
    await harness.waitForStatus(id, 'ready', 60_000);
    // A path outside the workspace: opencode asks before it reads there.
    fake.reply('PARLEY-OPENCODE-DIALOG', toolUseReply('read', { filePath: '/etc/hostname' }));
    await harness.call('session:submit', { id, text: 'Read it. PARLEY-OPENCODE-DIALOG' });
    const snapshot = await harness.waitForStatus(id, 'dialog');
    expect(snapshot.dialog).toBe('Allow this tool call?');
    await expectDialogStaysUp(harness, id, 'Allow this tool call?');
    await harness.call('session:close', { id });
  }, 120_000);
});

describe('opencode read off its screen alone (no turn signal)', () => {
  let world: AgentWorld<FakeOpenAIChat, OpencodeHome>;
  beforeAll(async () => {
    world = await startAgentWorld(opencodeRig, { 'notes.txt': NOTES }, { turnSignals: null });
  });
  afterEach(() => world.expectScriptDone());
  afterAll(() => world?.dispose());

  it('does not take its ever-present input box for the turn’s end while it works', async () => {
    const { fake, harness, repo } = world;
    const id = await world.startSession();
    await harness.waitForStatus(id, 'ready', 60_000);
    fake.reply('PARLEY-OPENCODE-SCREEN', slow(bash('git status --short'), 3000));
    fake.afterTool(slow(toolUseReply('read', { filePath: repo.file('notes.txt') }), 3000));
    fake.afterTool(slow(textReply('Read both. PARLEY-SCREEN-END'), 3000), /second line/);
    const turn = harness.nextTurn(id, 90_000);
    await harness.call('session:submit', { id, text: 'Look. PARLEY-OPENCODE-SCREEN' });
    const ended = await turn;
    expect(ended.source).toBe('screen');
    expect(ended.text).toContain('PARLEY-SCREEN-END');
    expect(fake.conversation()).toHaveLength(3);
  }, 120_000);
});
