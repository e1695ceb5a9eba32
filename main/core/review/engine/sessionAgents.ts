import { reviewerRefusal } from '../../../../shared/contract';
import { CoreError } from '../../api';
import type { SessionManager } from '../../sessions/sessionManager';
import type { ReviewAgent, ReviewAgents } from './ports';

/** The review engine's view of the core's sessions. */
export function sessionAgents(sessions: SessionManager): ReviewAgents {
  return {
    find: (id) => sessions.find(id) ?? null,
    async ensureRunning(id) {
      if (!sessions.get(id).isRunning) await sessions.restart(id);
    },
  };
}

/** The session that is to be a review's author or reviewer; not-found when there is none. */
export function requireAgent(agents: ReviewAgents, sessionId: string, role: string): ReviewAgent {
  const agent = agents.find(sessionId);
  if (!agent)
    throw new CoreError('not-found', `No session with id ${sessionId} to be the ${role}.`);
  return agent;
}

/** The session that is to review: refused, saying why, when the contract's rule says it cannot. */
export function requireReviewer(agents: ReviewAgents, sessionId: string): ReviewAgent {
  const agent = requireAgent(agents, sessionId, 'reviewer');
  const refusal = reviewerRefusal(agent.snapshot());
  if (refusal !== null) throw new CoreError('bad-input', refusal);
  return agent;
}
