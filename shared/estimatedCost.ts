import type { AgentReview } from './contract';

/**
 * Whether a review's total is an estimate: some round's cost was estimated
 * from characters rather than reported by the agent. Every place that shows
 * the total (the Review Panel, the Reviews list, the CLI's summary) marks it so.
 */
export function isTotalEstimated(review: Pick<AgentReview, 'rounds'>): boolean {
  return review.rounds.some((round) => round.cost.estimated);
}
