import type { AgentReview } from '../../../../shared/contract';
import { checkCeiling, type CeilingVerdict } from '../cost/ceiling';

/**
 * The ceiling check before a phase, in the state machine. Its cost is guessed
 * from the same role's most recent phase; a role's first phase (nothing known
 * yet) is checked again against an estimate from its prompt just before it
 * is sent (phaseTurn), so no phase starts that would pass the ceiling.
 */
export function ceilingBeforePhase(
  review: AgentReview,
  role: 'author' | 'reviewer',
): { verdict: CeilingVerdict; expected: number } {
  const expected = lastPhaseCost(review, role);
  return { verdict: checkCeiling(review.totalCost, expected, review.costCeiling), expected };
}

function lastPhaseCost(review: AgentReview, role: 'author' | 'reviewer'): number {
  for (let i = review.rounds.length - 1; i >= 0; i--) {
    const cost = review.rounds[i]!.cost[role];
    if (cost > 0) return cost;
  }
  return 0;
}
