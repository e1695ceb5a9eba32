import { aiderProfile } from './aider';
import { claudeProfile } from './claude';
import { codexProfile } from './codex';
import { customProfile } from './custom';
import { geminiProfile } from './gemini';
import { parleyAgentProfile } from './parleyAgent';
import type { AgentProfile } from './profile';
import { shellProfile } from './shell';

/** The built-in profiles, in the order the UI lists them. */
export const builtInProfiles: readonly AgentProfile[] = [
  claudeProfile,
  codexProfile,
  geminiProfile,
  aiderProfile,
  parleyAgentProfile,
  shellProfile,
  customProfile,
];

/** Looks profiles up by id. A registry (not a global) so tests and hosts can add their own. */
export class ProfileRegistry {
  private readonly byId: ReadonlyMap<string, AgentProfile>;

  constructor(profiles: readonly AgentProfile[] = builtInProfiles) {
    this.byId = new Map(profiles.map((p) => [p.id, p]));
  }

  list(): AgentProfile[] {
    return [...this.byId.values()];
  }

  get(id: string): AgentProfile | undefined {
    return this.byId.get(id);
  }
}
