import type { SessionManager } from '../../sessions/sessionManager';
import type { ReviewAgents } from './ports';

/** The review engine's view of the core's sessions. */
export function sessionAgents(sessions: SessionManager): ReviewAgents {
  return {
    find: (id) => sessions.find(id) ?? null,
    async ensureRunning(id) {
      if (!sessions.get(id).isRunning) await sessions.restart(id);
    },
  };
}
