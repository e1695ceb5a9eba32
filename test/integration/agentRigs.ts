/**
 * What the integration tests need to know of each real agent CLI to run it
 * against a fake model API on loopback: the profile, the fake it speaks to,
 * how its config home is seeded, and the hosts it tries whatever its config
 * says. Then the setup every such test starts from: the fake, a repo, the
 * home trusting that repo, and the agent's environment. What the agents do
 * differently (their tools, their screens) stays in each test.
 */
import { expect } from 'vitest';
import {
  cleanAgentEnv,
  requireClaudeCli,
  requireCodexCli,
  requireCopilotCli,
  requireGeminiCli,
  requireOpencodeCli,
} from '../support/agentClis';
import type { ClaudeHome } from '../support/claudeHome';
import { createClaudeHome } from '../support/claudeHome';
import type { CodexHome } from '../support/codexHome';
import { createCodexHome } from '../support/codexHome';
import type { CopilotHome } from '../support/copilotHome';
import { createCopilotHome } from '../support/copilotHome';
import { FakeAnthropic } from '../support/fakeAnthropic';
import type { FakeModelServer } from '../support/fakeModel/server';
import { FakeOpenAI } from '../support/fakeOpenAI';
import { FakeGemini } from '../support/fakeGemini';
import type { GeminiHome } from '../support/geminiHome';
import { createGeminiHome } from '../support/geminiHome';
import type { TempRepo } from '../support/gitRepo';
import { FakeOpenAIChat } from '../support/fakeOpenAIChat';
import type { OpencodeHome } from '../support/opencodeHome';
import { createOpencodeHome } from '../support/opencodeHome';

export interface AgentHome {
  /** Everything the CLI needs in its environment (merged over cleanAgentEnv()). */
  readonly env: Record<string, string>;
  /**
   * The last lines of the CLI's own log in the home, for a failure's trace:
   * what it was doing when Parley gave up on it (CLIs that keep one).
   */
  logTail?(): string;
  dispose(): Promise<void>;
}

export interface AgentRig<F extends FakeModelServer, H extends AgentHome> {
  readonly profileId: string;
  /** Fails loudly when the dev-dependency CLI is missing: these tests never skip. */
  requireCli(): void;
  startFake(): Promise<F>;
  createHome(options: { readonly apiUrl: string; readonly trusted: readonly string[] }): Promise<H>;
  /** Hosts the CLI tries at every start, with no switch to stop it (the fake's proxy refuses). */
  readonly unswitchableHosts: readonly string[];
}

export const claudeRig: AgentRig<FakeAnthropic, ClaudeHome> = {
  profileId: 'claude',
  requireCli: requireClaudeCli,
  startFake: () => FakeAnthropic.start(),
  createHome: createClaudeHome,
  unswitchableHosts: [],
};

export const codexRig: AgentRig<FakeOpenAI, CodexHome> = {
  profileId: 'codex',
  requireCli: requireCodexCli,
  startFake: () => FakeOpenAI.start(),
  createHome: createCodexHome,
  // Codex 0.169 fetches one announcement file at every start whatever its config says.
  unswitchableHosts: ['raw.githubusercontent.com:443'],
};

export const geminiRig: AgentRig<FakeGemini, GeminiHome> = {
  profileId: 'gemini',
  requireCli: requireGeminiCli,
  startFake: () => FakeGemini.start(),
  createHome: createGeminiHome,
  unswitchableHosts: [],
};

export const opencodeRig: AgentRig<FakeOpenAIChat, OpencodeHome> = {
  profileId: 'opencode',
  requireCli: requireOpencodeCli,
  startFake: () => FakeOpenAIChat.start(),
  createHome: createOpencodeHome,
  unswitchableHosts: [],
};

export const copilotRig: AgentRig<FakeOpenAIChat, CopilotHome> = {
  profileId: 'copilot',
  requireCli: requireCopilotCli,
  startFake: () => FakeOpenAIChat.start(),
  createHome: createCopilotHome,
  unswitchableHosts: [],
};

/** Undo steps, run last first: what a test made, taken down again even if it failed midway. */
export class Cleanup {
  private readonly steps: Array<() => Promise<void>> = [];

  add(step: () => Promise<void>): void {
    this.steps.push(step);
  }

  async run(): Promise<void> {
    for (const step of this.steps.splice(0).reverse()) await step();
  }
}

export interface PreparedAgent<F, H> {
  readonly fake: F;
  readonly repo: TempRepo;
  readonly home: H;
  /** The environment the agent runs in: this process's, cleaned, plus its home's. */
  readonly env: Record<string, string>;
}

/** The fake API, a repo from makeRepo, and the agent's home trusting it; each undone by cleanup. */
export async function prepareAgent<F extends FakeModelServer, H extends AgentHome>(
  rig: AgentRig<F, H>,
  makeRepo: () => Promise<TempRepo>,
  cleanup: Cleanup,
): Promise<PreparedAgent<F, H>> {
  rig.requireCli();
  const fake = await rig.startFake();
  cleanup.add(() => fake.close());
  const repo = await makeRepo();
  cleanup.add(() => repo.dispose());
  const home = await rig.createHome({ apiUrl: fake.url, trusted: [repo.dir] });
  cleanup.add(() => home.dispose());
  return { fake, repo, home, env: { ...cleanAgentEnv(), ...home.env } };
}

/** Nothing the agent asked went unanswered, and nothing left loopback but what it always tries. */
export function expectNothingOffScript(
  fake: FakeModelServer,
  rig: Pick<AgentRig<FakeModelServer, AgentHome>, 'unswitchableHosts'>,
): void {
  expect(fake.unmatched(), fake.describe()).toEqual([]);
  expect(fake.proxyAttempts.filter((host) => !rig.unswitchableHosts.includes(host))).toEqual([]);
}
