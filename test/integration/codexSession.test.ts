/**
 * The real Codex CLI driven through the Parley core, against the fake OpenAI
 * Responses API on 127.0.0.1 (a custom model provider in a seeded
 * CODEX_HOME). Codex fetches one announcement file at every start and has no
 * switch for it: the request goes to the fake's proxy, which refuses it, so
 * nothing leaves loopback.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCodexHome, type CodexHome } from '../support/codexHome';
import { toolUseReply } from '../support/fakeModel/reply';
import type { FakeOpenAI } from '../support/fakeOpenAI';
import { codexRig } from './agentRigs';
import type { AgentWorld } from './agentSessions';
import { expectDialogStaysUp, expectHookTurn, startAgentWorld } from './agentSessions';

describe('Codex CLI in a Parley session (real CLI, fake API)', () => {
  let world: AgentWorld<FakeOpenAI, CodexHome>;
  beforeAll(async () => {
    world = await startAgentWorld(codexRig, { 'hello.txt': 'hello world\n' });
  });
  afterEach(() => world.expectScriptDone());
  afterAll(() => world?.dispose());

  it('becomes ready, takes a multi-line prompt, and reports the answer from notify, not the thread title', async () => {
    const { fake, harness } = world;
    const id = await world.startSession();
    await harness.waitForStatus(id, 'ready');
    const answer = 'Reviewed.\n\n- **one** point\n- another\n\nPARLEY-CODEX-END';
    await expectHookTurn(world, id, {
      marker: 'PARLEY-CODEX-1',
      prompt: 'Review this.\nPARLEY-CODEX-1\nthird line',
      answer,
    });
    expect(fake.requests.some((r) => r.kind === 'side')).toBe(true);

    // Codex draws a streamed answer in pieces: wait for its first line and its last.
    const screen = await harness.waitForScreen(id, /• Reviewed\.[\s\S]*PARLEY-CODEX-END/);
    expect(screen).toContain('• Reviewed.');
    expect(screen).not.toContain('**one**');
    await harness.waitForStatus(id, 'ready');
  }, 90_000);

  it('lets an unattended session change a file with a command, asking nobody', async () => {
    const { fake, harness, repo } = world;
    const id = await world.startSession(repo.dir, { role: 'author' });
    await harness.waitForStatus(id, 'ready');
    fake.reply(
      'PARLEY-CODEX-EDIT',
      toolUseReply('exec_command', { cmd: "sed -i 's/hello world/hello parley/' hello.txt" }),
    );
    fake.afterTool('Changed the greeting. PARLEY-CODEX-EDIT-DONE');
    const turn = harness.nextTurn(id);
    await harness.call('session:submit', { id, text: 'Fix it. PARLEY-CODEX-EDIT' });
    expect(await turn).toMatchObject({
      source: 'hook',
      text: 'Changed the greeting. PARLEY-CODEX-EDIT-DONE',
    });
    expect(await repo.read('hello.txt')).toBe('hello parley\n');
    expect(harness.statusHistory(id)).not.toContain('dialog');
  }, 90_000);

  it('keeps an unattended reviewer from changing files, asking nobody', async () => {
    const { fake, harness, repo } = world;
    const id = await world.startSession(repo.dir, { role: 'reviewer' });
    await harness.waitForStatus(id, 'ready');
    const before = await repo.read('hello.txt');
    const patch = [
      "apply_patch <<'PATCH'",
      '*** Begin Patch',
      '*** Update File: hello.txt',
      `-${before.trimEnd()}`,
      '+patched by the reviewer',
      '*** End Patch',
      'PATCH',
    ].join('\n');
    fake.reply(
      'PARLEY-CODEX-REVIEWER-WRITE',
      toolUseReply('exec_command', { cmd: "sed -i 's/hello/edited/' hello.txt" }),
    );
    fake.afterTool(toolUseReply('exec_command', { cmd: patch }));
    fake.afterTool('I cannot change files here. PARLEY-CODEX-REVIEWER-DONE');
    const turn = harness.nextTurn(id);
    await harness.call('session:submit', { id, text: 'Fix it. PARLEY-CODEX-REVIEWER-WRITE' });
    expect(await turn).toMatchObject({ source: 'hook', text: expect.stringContaining('DONE') });
    // Both writes failed back to the model, and the file is as it was.
    const results = fake.conversation().flatMap((r) => r.toolResults.map((t) => t.content));
    expect(results.slice(-2)).toEqual([
      expect.stringMatching(/exited with code [1-9][\s\S]*Read-only file system/),
      expect.stringMatching(/^patch rejected: writing is blocked by read-only sandbox/),
    ]);
    expect(await repo.read('hello.txt')).toBe(before);
    expect(harness.statusHistory(id)).not.toContain('dialog');
  }, 90_000);

  it('shows an approval request as a dialog', async () => {
    const { fake, harness } = world;
    const id = await world.startSession();
    await harness.waitForStatus(id, 'ready');
    fake.reply(
      'PARLEY-CODEX-ASK',
      toolUseReply('exec_command', {
        cmd: 'touch /parley-never-created',
        sandbox_permissions: 'require_escalated',
        justification: 'Create a file at the root?',
      }),
    );
    await harness.call('session:submit', { id, text: 'Make the file. PARLEY-CODEX-ASK' });
    const snapshot = await harness.waitForStatus(id, 'dialog');
    expect(snapshot.dialog).toBe('Approve a command?');
    await harness.call('session:close', { id });
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

describe('Codex CLI on a new install, signed out (real CLI)', () => {
  let world: AgentWorld<FakeOpenAI, CodexHome>;
  beforeAll(async () => {
    world = await startAgentWorld(
      { ...codexRig, createHome: (options) => createCodexHome({ ...options, signedOut: true }) },
      { 'hello.txt': 'hello world\n' },
    );
  });
  afterAll(() => world?.dispose());

  it('shows its sign-in screen as a dialog, never as ready for a prompt', async () => {
    const { harness } = world;
    const id = await world.startSession();
    const snapshot = await harness.waitForStatus(id, 'dialog');
    expect(snapshot.dialog).toBe('Sign in');
    expect(harness.statusHistory(id)).not.toContain('ready');
    await expectDialogStaysUp(harness, id, 'Sign in');
    await harness.call('session:close', { id });
  }, 60_000);
});
