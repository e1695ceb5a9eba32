import type { AppInfo } from '../../../shared/contract';
import type { ReviewEngine } from '../review/engine/reviewEngine';
import type { ProfileRegistry } from '../sessions/profiles';
import type { SessionManager } from '../sessions/sessionManager';

/** What the command handlers work on; the composition root (parleyCore.ts) builds it. */
export interface CommandDeps {
  readonly appInfo: AppInfo;
  readonly profiles: ProfileRegistry;
  readonly sessions: SessionManager;
  readonly reviews: ReviewEngine;
}
