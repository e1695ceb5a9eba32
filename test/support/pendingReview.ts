import type { AgentReview } from '../../shared/contract';

/**
 * A review just requested, before its first round: session 'a' reviewed by
 * session 'b' on the working tree, three rounds, auto-iterating, no ceiling.
 * Engine and progress tests step it through events from here; `over` sets
 * what a test is about.
 */
export function pendingReview(createdAt: string, over: Partial<AgentReview> = {}): AgentReview {
  return {
    id: 'r1',
    diffSource: { kind: 'working-tree' },
    workspace: '/tmp/ws',
    authorSessionId: 'a',
    reviewerSessionId: 'b',
    status: 'pending',
    rounds: [],
    maxRounds: 3,
    autoIterate: true,
    effort: 'medium',
    costCeiling: null,
    totalCost: 0,
    createdAt,
    updatedAt: createdAt,
    ...over,
  };
}
