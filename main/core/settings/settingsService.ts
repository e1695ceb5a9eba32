import { SettingsSchema, type Settings } from '../../../shared/contract';
import { CoreError } from '../api';
import type { Store } from '../store/store';

export interface SettingsServiceOptions {
  readonly store: Store<Settings>;
  /** The profile ids settings may name. */
  readonly profileIds: () => readonly string[];
  /** Told every change, so each client shows what is in force. */
  readonly onChange: (settings: Settings) => void;
}

/**
 * The user's settings as the core reads them: each part asks when it needs
 * them (a session at its start, the request form when it opens), so a change
 * applies at once, with no restart.
 */
export class SettingsService {
  constructor(private readonly options: SettingsServiceOptions) {}

  read(): Settings {
    return this.options.store.read();
  }

  /** Checks the settings whole, keeps them, and tells every client. */
  write(input: unknown): Settings {
    const parsed = SettingsSchema.safeParse(input);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new CoreError(
        'bad-input',
        `Settings: ${issue?.path.join('.') ?? ''}: ${issue?.message}`,
      );
    }
    const settings = parsed.data;
    this.checkProfiles(settings);
    this.options.store.write(settings);
    const kept = this.read();
    this.options.onChange(kept);
    return kept;
  }

  /** Settings for a profile that does not exist would be kept and never read: refused. */
  private checkProfiles(settings: Settings): void {
    const known = new Set(this.options.profileIds());
    const unknown = Object.keys(settings.profiles).find((id) => !known.has(id));
    if (unknown !== undefined) {
      throw new CoreError('bad-input', `Settings name a profile Parley does not have: ${unknown}.`);
    }
    const reviewer = settings.review.reviewerProfileId;
    if (reviewer && !known.has(reviewer)) {
      throw new CoreError(
        'bad-input',
        `The default reviewer's profile does not exist: ${reviewer}.`,
      );
    }
  }
}
