/**
 * The real Codex CLI driven through the Parley core, against the fake OpenAI
 * Responses API on 127.0.0.1 (a custom model provider in a seeded
 * CODEX_HOME). Codex fetches one announcement file at every start and has no
 * switch for it: the request goes to the fake's proxy, which refuses it, so
 * nothing leaves loopback.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanAgentEnv, requireCodexCli } from '../support/agentClis';
import type { CodexHome } from '../support/codexHome';
import { createCodexHome } from '../support/codexHome';
import type { CoreHarness } from '../support/coreHarness';
import { startCoreHarness } from '../support/coreHarness';
import { textReply, toolUseReply } from '../support/fakeModel/reply';
import { FakeOpenAI } from '../support/fakeOpenAI';
import type { TempRepo } from '../support/gitRepo';
import { createTempRepo } from '../support/gitRepo';
import { sleep } from '../support/poll';

const SIZE = { cols: 100, rows: 30 };
/** The one host Codex 0.169 tries at startup whatever its config says (see above). */
const KNOWN_UNSWITCHABLE = 'raw.githubusercontent.com:443';

describe('Codex CLI in a Parley session (real CLI, fake API)', () => {
  let fake: FakeOpenAI;
  let repo: TempRepo;
  let untrusted: TempRepo;
  let home: CodexHome;
  let harness: CoreHarness;

  beforeAll(async () => {
    requireCodexCli();
    fake = await FakeOpenAI.start();
    repo = await createTempRepo({ 'hello.txt': 'hello world\n' });
    untrusted = await createTempRepo({ 'README.md': '# not trusted\n' });
    home = await createCodexHome({ apiUrl: fake.url, trusted: [repo.dir] });
    harness = await startCoreHarness({
      workspace: repo.dir,
      env: { ...cleanAgentEnv(), ...home.env },
    });
  });

  afterEach(() => {
    expect(fake.unmatched(), fake.describe()).toEqual([]);
    expect(fake.pendingRules(), fake.describe()).toBe(0);
    expect(fake.proxyAttempts.filter((host) => host !== KNOWN_UNSWITCHABLE)).toEqual([]);
  });

  afterAll(async () => {
    await harness?.dispose();
    await fake?.close();
    await Promise.all([home?.dispose(), repo?.dispose(), untrusted?.dispose()]);
  });

  it('becomes ready, takes a multi-line prompt, and reports the answer from notify, not the thread title', async () => {
    const { id } = await harness.call('session:create', {
      profileId: 'codex',
      cwd: repo.dir,
      ...SIZE,
    });
    await harness.waitForStatus(id, 'ready');
    const answer = 'Reviewed.\n\n- **one** point\n- another\n\nPARLEY-CODEX-END';
    // Slow enough that Codex's thread-title request (and its notify) finishes first.
    fake.reply('PARLEY-CODEX-1', textReply(answer, 1500));
    const prompt = 'Review this.\nPARLEY-CODEX-1\nthird line';

    const turn = harness.nextTurn(id);
    expect(await harness.call('session:submit', { id, text: prompt })).toEqual({ submitted: true });
    await harness.waitForStatus(id, 'busy');
    expect(await turn).toEqual({ id, source: 'hook', text: answer });
    expect(fake.userTexts()).toEqual([prompt]);
    expect(fake.requests.some((r) => r.kind === 'side')).toBe(true);

    const screen = await harness.waitForScreen(id, /PARLEY-CODEX-END/);
    expect(screen).toContain('• Reviewed.');
    expect(screen).not.toContain('**one**');
    await harness.waitForStatus(id, 'ready');
  }, 90_000);

  it('lets an unattended session change a file with a command, asking nobody', async () => {
    const id = harness.core.sessions.create({
      profileId: 'codex',
      cwd: repo.dir,
      ...SIZE,
      unattended: true,
    }).id;
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

  it('shows an approval request as a dialog', async () => {
    const { id } = await harness.call('session:create', {
      profileId: 'codex',
      cwd: repo.dir,
      ...SIZE,
    });
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
    const { id } = await harness.call('session:create', {
      profileId: 'codex',
      cwd: untrusted.dir,
      ...SIZE,
    });
    const snapshot = await harness.waitForStatus(id, 'dialog');
    expect(snapshot.dialog).toBe('Trust this folder?');
    await sleep(2000);
    expect(await harness.snapshot(id)).toMatchObject({
      status: 'dialog',
      dialog: 'Trust this folder?',
    });
    await harness.call('session:close', { id });
  }, 60_000);
});
