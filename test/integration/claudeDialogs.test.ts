/**
 * The first-run and permission screens of the real Claude Code CLI, each
 * detected by the claude profile's dialog rules and shown as status 'dialog'
 * with what it asks, never answered.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanAgentEnv, requireClaudeCli } from '../support/agentClis';
import type { ClaudeHomeOptions } from '../support/claudeHome';
import { createClaudeHome } from '../support/claudeHome';
import type { CoreHarness } from '../support/coreHarness';
import { startCoreHarness } from '../support/coreHarness';
import { FakeAnthropic, toolUseReply } from '../support/fakeAnthropic';
import type { TempRepo } from '../support/gitRepo';
import { createTempRepo } from '../support/gitRepo';

describe('Claude Code dialogs (real CLI, fake API)', () => {
  let fake: FakeAnthropic;
  let repo: TempRepo;
  let harness: CoreHarness;
  const cleanups: Array<() => Promise<void>> = [];

  beforeAll(async () => {
    requireClaudeCli();
    fake = await FakeAnthropic.start();
    repo = await createTempRepo({ 'notes.md': 'first line\n' });
    harness = await startCoreHarness({ workspace: repo.dir, env: cleanAgentEnv() });
  });

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
    expect(fake.proxyAttempts).toEqual([]);
  });

  afterAll(async () => {
    await harness?.dispose();
    await fake?.close();
    await repo?.dispose();
  });

  /** A Claude session whose config home is set up as given; closed after the test. */
  async function startClaude(home: Omit<ClaudeHomeOptions, 'apiUrl'>, args?: string[]) {
    const claudeHome = await createClaudeHome({ apiUrl: fake.url, trusted: [repo.dir], ...home });
    const session = harness.core.sessions.create({
      profileId: 'claude',
      cwd: repo.dir, // the default 80x24 terminal
      ...(args ? { args } : {}),
      env: claudeHome.env,
    });
    cleanups.push(async () => {
      await harness.call('session:close', { id: session.id });
      await claudeHome.dispose();
    });
    return session.id;
  }

  it('asks whether to use an API key it has not seen', async () => {
    const id = await startClaude({ approveApiKey: false });
    const snapshot = await harness.waitForStatus(id, 'dialog');
    expect(snapshot.dialog).toBe('Use the API key found in the environment?');
    expect(await harness.readScreen(id)).toMatch(/Do you want to use this API key\?/);
  }, 60_000);

  it('starts a first run with the theme picker', async () => {
    const id = await startClaude({ onboarded: false });
    const snapshot = await harness.waitForStatus(id, 'dialog');
    expect(snapshot.dialog).toBe('Choose a text style (first run)');
  }, 60_000);

  it('waits on the permission dialog when an edit needs approval, and the file stays as it was', async () => {
    const id = await startClaude({}, ['--permission-mode', 'default']);
    await harness.waitForStatus(id, 'ready');
    fake.reply(
      'PARLEY-ASK',
      toolUseReply('Edit', {
        file_path: repo.file('notes.md'),
        old_string: 'first line',
        new_string: 'changed line',
      }),
    );
    await harness.call('session:submit', { id, text: 'Change the notes. PARLEY-ASK' });
    const snapshot = await harness.waitForStatus(id, 'dialog');
    expect(snapshot.dialog).toBe('Allow this tool call?');
    expect(await harness.readScreen(id)).toMatch(/Do you want to make this edit to notes\.md\?/);
    expect(await repo.read('notes.md')).toBe('first line\n');
    expect(fake.conversation().flatMap((r) => r.toolResults)).toEqual([]);
  }, 60_000);
});
