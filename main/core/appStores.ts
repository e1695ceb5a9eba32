import path from 'node:path';
import { z } from 'zod';
import type { StoreProblem } from './store/store';
import type { ConfOpener } from './store/confFile';
import { salvageArray } from './store/envelope';
import { openJsonStore } from './store/jsonStore';
import type { JsonStore } from './store/jsonStore';
import { migrateLegacyReviews } from './review/storage/legacyReviews';
import { ReviewRecords } from './review/storage/reviewRecords';
import { SessionDefinitionSchema, type SessionDefinition } from './sessions/sessionDefinition';
import { CustomProfileSchema, SettingsSchema } from './store/appSchemas';
import type { CustomProfile, Settings } from './store/appSchemas';

/**
 * Every file the app persists in its data folder. This sits beside the
 * composition root, not in store/, because it knows the review and session
 * records; store/ stays the generic layer they are built on.
 */
export interface AppStores {
  readonly settings: JsonStore<Settings>;
  readonly profiles: JsonStore<CustomProfile[]>;
  readonly sessions: JsonStore<SessionDefinition[]>;
  /** One file per review (see ReviewRecords). */
  readonly reviews: ReviewRecords;
  /** Settles when the reviews of an earlier version's single reviews.json are in their own files. */
  readonly migrated: Promise<void>;
  /** Everything the stores found wrong, for the UI to show (also given to onProblem as found). */
  problems(): StoreProblem[];
}

/**
 * The schema version each file is written at. To change a file's shape: bump
 * its version and add the step to its `migrations`, e.g. `{ 2: (v1) => v2 }`.
 * Review records keep theirs in review/storage/reviewRecords.ts.
 */
const SETTINGS_VERSION = 1;
const PROFILES_VERSION = 1;
const SESSIONS_VERSION = 1;

/**
 * Opens the app's stores in `dataDir`. Never throws for what is in the
 * files: problems come back from `problems()` and through `onProblem`.
 * `opener` is how files are read and written (conf unless the host gives
 * electron-store's).
 */
export function openAppStores(
  dataDir: string,
  onProblem?: (problem: StoreProblem) => void,
  opener?: ConfOpener,
): AppStores {
  const common = { onProblem, opener };
  const list = <T>(file: string, version: number, item: z.ZodType<T>) =>
    openJsonStore<T[]>({
      ...common,
      file: path.join(dataDir, file),
      schema: z.array(item),
      version,
      defaults: () => [],
      salvage: salvageArray(item),
    });

  const files = {
    settings: openJsonStore<Settings>({
      ...common,
      file: path.join(dataDir, 'settings.json'),
      schema: SettingsSchema,
      version: SETTINGS_VERSION,
      defaults: () => SettingsSchema.parse({}),
    }),
    profiles: list('profiles.json', PROFILES_VERSION, CustomProfileSchema),
    sessions: list('sessions.json', SESSIONS_VERSION, SessionDefinitionSchema),
  };
  const reviews = new ReviewRecords(dataDir, onProblem);
  return {
    ...files,
    reviews,
    migrated: migrateLegacyReviews(dataDir, reviews),
    problems: () => [
      ...Object.values(files).flatMap((store) => [...store.problems]),
      ...reviews.problems,
    ],
  };
}
