/**
 * The world the session tests run in: one agent's rig prepared (fake API,
 * repo, home) and the real Parley core over the repo in a CoreHarness, with
 * sessions of that agent started the ways a host starts them.
 */
import { expect, onTestFinished } from 'vitest';
import type { AgentRole } from '../../shared/contract';
import type { CoreHarness, CoreHarnessOptions } from '../support/coreHarness';
import { startCoreHarness } from '../support/coreHarness';
import { createTempRepo } from '../support/gitRepo';
import { sleep } from '../support/poll';
import { textReply } from '../support/fakeModel/reply';
import type { FakeModelServer } from '../support/fakeModel/server';
import type { AgentHome, AgentRig, PreparedAgent } from './agentRigs';
import { Cleanup, expectNothingOffScript, prepareAgent } from './agentRigs';

const SIZE = { cols: 100, rows: 30 };

export interface SessionStart {
  /** Unattended, under this role's permission policy. */
  readonly role?: AgentRole;
}

export interface AgentWorld<F, H> extends PreparedAgent<F, H> {
  readonly harness: CoreHarness;
  /**
   * A session of the rig's agent in cwd (default: the repo): through the
   * contract, as the app starts one, or unattended in a role, as the command
   * line starts one (the role's permission policy over the project's checks).
   */
  startSession(cwd?: string, options?: SessionStart): Promise<string>;
  /** A session in a new repo the agent's home does not trust; the repo goes after the test. */
  startUntrustedSession(): Promise<string>;
  /** Every scripted answer was asked for, nothing went unanswered, nothing left loopback. */
  expectScriptDone(): void;
  dispose(): Promise<void>;
}

export async function startAgentWorld<F extends FakeModelServer, H extends AgentHome>(
  rig: AgentRig<F, H>,
  files: Readonly<Record<string, string>>,
  options: Pick<CoreHarnessOptions, 'turnSignals'> = {},
): Promise<AgentWorld<F, H>> {
  const cleanup = new Cleanup();
  try {
    const prepared = await prepareAgent(rig, () => createTempRepo(files), cleanup);
    const harness = await startCoreHarness({
      workspace: prepared.repo.dir,
      env: prepared.env,
      ...options,
    });
    cleanup.add(() => harness.dispose());
    const startSession = async (cwd = prepared.repo.dir, { role }: SessionStart = {}) => {
      const input = { profileId: rig.profileId, cwd, ...SIZE };
      if (role) return harness.core.sessions.create({ ...input, role }).id;
      return (await harness.call('session:create', input)).id;
    };
    return {
      ...prepared,
      harness,
      startSession,
      async startUntrustedSession() {
        const untrusted = await createTempRepo({ 'README.md': '# not trusted\n' });
        onTestFinished(() => untrusted.dispose());
        return startSession(untrusted.dir);
      },
      expectScriptDone() {
        expectNothingOffScript(prepared.fake, rig);
        expect(prepared.fake.pendingRules(), prepared.fake.describe()).toBe(0);
      },
      dispose: () => cleanup.run(),
    };
  } catch (error) {
    await cleanup.run();
    throw error;
  }
}

/**
 * A prompt in, the model's answer out: the model answers after 1.5 s (so the
 * session is seen busy, and Codex's thread-title request and its notify are
 * done first); the prompt is taken, the turn ends with exactly the model's
 * text from the agent's hook, and the prompt reached the model as one
 * message, newlines kept.
 */
export async function expectHookTurn<F extends FakeModelServer, H>(
  world: AgentWorld<F, H>,
  id: string,
  turn: { readonly marker: string; readonly prompt: string; readonly answer: string },
): Promise<void> {
  const { fake, harness } = world;
  fake.reply(turn.marker, textReply(turn.answer, 1500));
  const finished = harness.nextTurn(id);
  expect(await harness.call('session:submit', { id, text: turn.prompt })).toEqual({
    submitted: true,
  });
  await harness.waitForStatus(id, 'busy');
  expect(await finished).toEqual({ id, source: 'hook', text: turn.answer });
  expect(fake.userTexts()).toEqual([turn.prompt]);
}

/** Nobody presses a key: a while later the session still waits on the dialog, its program running. */
export async function expectDialogStaysUp(
  harness: CoreHarness,
  id: string,
  dialog: string,
): Promise<void> {
  await sleep(2000);
  expect(await harness.snapshot(id)).toMatchObject({ status: 'dialog', dialog });
}
