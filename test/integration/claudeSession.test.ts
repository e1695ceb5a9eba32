/**
 * The real Claude Code CLI driven through the Parley core, against the fake
 * Anthropic Messages API on 127.0.0.1. Nothing leaves loopback: the CLI's
 * config is seeded, nonessential traffic is off, and any other host it tries
 * goes to a proxy that refuses and records it (asserted empty).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ClaudeHome } from '../support/claudeHome';
import type { FakeAnthropic } from '../support/fakeAnthropic';
import { toolUseReply } from '../support/fakeAnthropic';
import { claudeProfile } from '../../main/core/sessions/profiles/claude';
import { claudeRig } from './agentRigs';
import type { AgentWorld } from './agentSessions';
import { expectDialogStaysUp, expectHookTurn, startAgentWorld } from './agentSessions';

const GREET =
  "export function greet(name: string): string {\n  console.log('debug');\n  return `Hello, ${name}`;\n}\n";

describe('Claude Code in a Parley session (real CLI, fake API)', () => {
  let world: AgentWorld<FakeAnthropic, ClaudeHome>;
  beforeAll(async () => {
    world = await startAgentWorld(claudeRig, { 'src/greet.ts': GREET });
  });
  afterEach(() => world.expectScriptDone());
  afterAll(() => world?.dispose());

  it('becomes ready, takes a multi-line prompt, and reports the answer from the Stop hook and the screen', async () => {
    const { harness } = world;
    const id = await world.startSession();
    await harness.waitForStatus(id, 'ready');

    const answer = [
      'Looks good overall.',
      '',
      '**FILE:** src/greet.ts',
      '- `greet` prints a debug line',
      '- nothing else',
      '',
      'PARLEY-ANSWER-END',
    ].join('\n');
    // The hook's text is the raw markdown, exactly as the model wrote it.
    await expectHookTurn(world, id, {
      marker: 'PARLEY-TURN-1',
      prompt: 'Please review the change.\nPARLEY-TURN-1\nThird line: keep `code` as is.',
      answer,
    });

    // The screen shows it as a person sees it: "● " first, markdown rendered.
    const screen = await harness.waitForScreen(id, /PARLEY-ANSWER-END/);
    expect(screen).toContain('● Looks good overall.');
    expect(screen).toMatch(/^\s+FILE: src\/greet\.ts$/m);
    expect(screen).not.toContain('**FILE:**');
    expect(screen).toMatch(/greet prints a debug line/);
    await harness.waitForStatus(id, 'ready');
  }, 90_000);

  it('does not mistake an answer that quotes dialog and busy words for a dialog', async () => {
    const { fake, harness, repo } = world;
    const id = (await harness.call('session:list', {})).find((s) => s.cwd === repo.dir)?.id ?? '';
    expect(await harness.snapshot(id)).toMatchObject({ status: 'ready' });
    const quoting = [
      'Those screens read:',
      '',
      'Do you want to proceed?',
      '❯ 1. Yes',
      '',
      'Is this a project you created or one you trust?',
      '❯ No, exit',
      '',
      'Do you want to use this API key?',
      'No (recommended)',
      '',
      'and the footer says esc to interrupt. PARLEY-QUOTE-END',
    ].join('\n');
    fake.reply('PARLEY-TURN-2', quoting);
    const before = harness.statusHistory(id).length;
    const turn = harness.nextTurn(id);
    await harness.call('session:submit', { id, text: 'What do the dialogs say? PARLEY-TURN-2' });
    expect((await turn).text).toBe(quoting);
    await harness.waitForScreen(id, /PARLEY-QUOTE-END/);
    await harness.waitForStatus(id, 'ready');
    expect(harness.statusHistory(id).slice(before)).not.toContain('dialog');
  }, 90_000);

  it('shows a cost on /cost that the profile’s cost pattern reads', async () => {
    const { harness, repo } = world;
    const id = (await harness.call('session:list', {})).find((s) => s.cwd === repo.dir)?.id ?? '';
    const { cost } = claudeProfile;
    if (cost.kind !== 'screen')
      throw new Error('The claude profile should read its cost off the screen.');
    // Keystrokes, as a person types them: a slash command is not a prompt and starts no turn.
    await harness.call('session:write', { id, data: '/cost' });
    await harness.waitForScreen(id, /\/cost/);
    await harness.call('session:write', { id, data: '\r' });
    const screen = await harness.waitForScreen(id, cost.pattern);
    const dollars = Number(cost.pattern.exec(screen)?.[1]);
    expect(dollars).toBeGreaterThan(0);
    await harness.call('session:write', { id, data: '\x1b' });
    await harness.waitForStatus(id, 'ready');
  }, 60_000);

  it('lets an unattended session edit a file through Claude Code’s own Edit tool', async () => {
    const { fake, harness, repo } = world;
    const id = await world.startSession(repo.dir, { role: 'author' });
    await harness.waitForStatus(id, 'ready');
    fake.reply(
      'PARLEY-EDIT',
      toolUseReply(
        'Edit',
        {
          file_path: repo.file('src/greet.ts'),
          old_string: "  console.log('debug');\n",
          new_string: '',
        },
        'Removing the debug line.',
      ),
    );
    fake.afterTool('Removed the debug line. PARLEY-EDIT-DONE');

    const turn = harness.nextTurn(id);
    await harness.call('session:submit', { id, text: 'Fix the review comment. PARLEY-EDIT' });
    // The whole turn, both messages around the tool call, from Claude Code's transcript.
    expect(await turn).toEqual({
      id,
      source: 'hook',
      text: 'Removing the debug line.\n\nRemoved the debug line. PARLEY-EDIT-DONE',
    });
    expect(await repo.read('src/greet.ts')).toBe(GREET.replace("  console.log('debug');\n", ''));
    // The CLI ran the tool itself and sent its result back to the model.
    const results = fake.conversation().flatMap((r) => r.toolResults);
    expect(results).toHaveLength(1);
    expect(results[0]?.isError).toBe(false);
    expect(results[0]?.content).toMatch(/greet\.ts/);
    expect(harness.statusHistory(id)).not.toContain('dialog');
  }, 90_000);

  it('shows the trust dialog of an untrusted folder as a dialog and never answers it', async () => {
    const { fake, harness } = world;
    const requestsBefore = fake.requests.length;
    const id = await world.startUntrustedSession();
    const snapshot = await harness.waitForStatus(id, 'dialog');
    expect(snapshot.dialog).toBe('Trust this folder?');
    expect(await harness.readScreen(id)).toContain('Yes, I trust this folder');
    await expectDialogStaysUp(harness, id, 'Trust this folder?');
    expect(fake.requests.length).toBe(requestsBefore);
    await harness.call('session:close', { id });
  }, 60_000);
});

describe('Claude Code with no structured turn signal', () => {
  it('finds the turn end and the answer on the screen alone', async () => {
    const world = await startAgentWorld(claudeRig, { 'a.txt': 'a\n' }, { turnSignals: null });
    const { fake, harness } = world;
    try {
      const id = await world.startSession();
      await harness.waitForStatus(id, 'ready');
      fake.reply('PARLEY-SCREEN', 'Answer **read** off the screen.\n\nPARLEY-SCREEN-END');
      const turn = harness.nextTurn(id);
      await harness.call('session:submit', { id, text: 'Answer on screen.\nPARLEY-SCREEN' });
      const result = await turn;
      expect(result.source).toBe('screen');
      // What a person sees: rendered, after the prompt's echo.
      expect(result.text).toContain('● Answer read off the screen.');
      expect(result.text).toContain('PARLEY-SCREEN-END');
      expect(result.text).not.toContain('**read**');
      expect(fake.proxyAttempts).toEqual([]);
    } finally {
      await world.dispose();
    }
  }, 90_000);
});
