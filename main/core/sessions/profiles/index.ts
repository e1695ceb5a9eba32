import { aiderProfile } from './aider';
import { claudeProfile } from './claude';
import { codexProfile } from './codex';
import { copilotProfile } from './copilot';
import { customProfile } from './custom';
import { geminiProfile } from './gemini';
import { opencodeProfile } from './opencode';
import { parleyAgentProfile } from './parleyAgent';
import type { ProfileSettings } from '../../../../shared/contract';
import type { AgentProfile } from './profile';
import { withSettings } from './profileSettings';
import { shellProfile } from './shell';

/** The built-in profiles, in the order the UI lists them. */
export const builtInProfiles: readonly AgentProfile[] = [
  claudeProfile,
  codexProfile,
  geminiProfile,
  opencodeProfile,
  copilotProfile,
  aiderProfile,
  parleyAgentProfile,
  shellProfile,
  customProfile,
];

/** The user's changes to the profiles, by id, read each time a profile is looked up. */
export type ProfileSettingsSource = () => Readonly<Record<string, ProfileSettings>>;

/**
 * Looks profiles up by id, with the user's settings applied as they are at
 * the moment of the lookup (a session starts with the settings of its start).
 * A registry (not a global) so tests and hosts can add their own.
 */
export class ProfileRegistry {
  private readonly byId: ReadonlyMap<string, AgentProfile>;

  constructor(
    profiles: readonly AgentProfile[] = builtInProfiles,
    private readonly settings: ProfileSettingsSource = () => ({}),
  ) {
    this.byId = new Map(profiles.map((p) => [p.id, p]));
  }

  list(): AgentProfile[] {
    const settings = this.settings();
    return [...this.byId.values()].map((p) => withSettings(p, settings[p.id]));
  }

  get(id: string): AgentProfile | undefined {
    const profile = this.byId.get(id);
    return profile && withSettings(profile, this.settings()[id]);
  }
}
