import type { AppInfo } from '../../../shared/contract';
import type { EditorDeps } from '../editor/openInEditor';
import type { DiffStreams } from '../git/stream/diffStreams';
import type { DiffWatchers } from '../git/watch/diffWatchers';
import type { GitRunner } from '../git/gitRunner';
import type { SettingsService } from '../settings/settingsService';
import type { ReviewEngine } from '../review/engine/reviewEngine';
import type { ProfileRegistry } from '../sessions/profiles';
import type { SessionManager } from '../sessions/sessionManager';

/** What the command handlers work on; the composition root (parleyCore.ts) builds it. */
export interface CommandDeps {
  readonly appInfo: AppInfo;
  /** Keeps what a person dismissed of the problems notice (appInfo's dismissedProblems) and tells every window. */
  readonly dismissProblems: (messages: readonly string[]) => void;
  readonly profiles: ProfileRegistry;
  readonly sessions: SessionManager;
  readonly reviews: ReviewEngine;
  readonly settings: SettingsService;
  readonly diffWatchers: DiffWatchers;
  /** The diffs clients are reading page by page. */
  readonly diffStreams: DiffStreams;
  /** Reads files of the repositories diffs are shown from. */
  readonly git: GitRunner;
  /** How "Open in editor" finds the file and the user's editor. */
  readonly editor: Omit<EditorDeps, 'sessions'>;
  /** The environment programs inherit: its PATH tells which profiles are installed. */
  readonly env: Readonly<Record<string, string | undefined>>;
}
