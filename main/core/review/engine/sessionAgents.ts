import type { SessionManager } from '../../sessions/sessionManager';
import type { ReviewAgents } from './ports';

/** The review engine's view of the core's sessions. */
export function sessionAgents(sessions: SessionManager): ReviewAgents {
  const find = (id: string) => sessions.list().some((s) => s.id === id);
  return {
    find: (id) => (find(id) ? sessions.get(id) : null),
    async ensureRunning(id) {
      if (!sessions.get(id).isRunning) await sessions.restart(id);
    },
  };
}
