import type { Logger } from '../../../core/log/logger';
import type { LocalParleyCore, ParleyCoreOptions } from '../../../core/parleyCore';
import { MemoryStore } from '../../../core/sessions/memoryStore';
import type { SessionDefinition } from '../../../core/sessions/sessionDefinition';
import { appVersion } from '../../appPaths';
import { openCommandLog } from '../commandLog';

/** How the review commands get their core: createParleyCore, loaded when a run starts. */
export type LocalCoreFactory = (options: ParleyCoreOptions) => Promise<LocalParleyCore>;

export const createLocalCore: LocalCoreFactory = async (options) => {
  const { createParleyCore } = await import('../../../core/parleyCore');
  return createParleyCore(options);
};

export interface LocalCoreStart {
  readonly workspace: string;
  readonly dataDir: string;
  /** The environment agent sessions start from. */
  readonly env: NodeJS.ProcessEnv;
}

/**
 * The core a review command runs on, in this process, and its log in the data
 * folder: the one way `parley review` and `parley demo` build it. Its reviews
 * are kept in the data folder, for the app to open; its two sessions only in
 * memory: the app (or a serve) on the same folder keeps its own sessions'
 * list there, which a run's whole list, read at its start and written at its
 * end, would undo.
 */
export async function startLocalCore(
  createCore: LocalCoreFactory,
  command: string,
  { workspace, dataDir, env }: LocalCoreStart,
): Promise<{ core: LocalParleyCore; log: Logger }> {
  const log = openCommandLog(dataDir, command);
  const core = await createCore({
    workspace,
    dataDir,
    isDesktop: false,
    version: appVersion(),
    env,
    log,
    stores: { sessions: new MemoryStore<SessionDefinition[]>([]) },
  });
  return { core, log };
}
