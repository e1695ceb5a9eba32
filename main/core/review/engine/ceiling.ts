import type { AgentReview } from '../../../../shared/contract';

/**
 * Would the next phase pass the cost ceiling? Its cost is guessed from the
 * same role's most recent phase (the first phase of a role is guessed free:
 * nothing is known yet, and the ceiling still stops the loop after it).
 */
export function ceilingCheck(
  review: AgentReview,
  role: 'author' | 'reviewer',
): { verdict: 'ok' | 'stop'; expected: number } {
  if (review.costCeiling === null) return { verdict: 'ok', expected: 0 };
  const expected = lastPhaseCost(review, role);
  const wouldSpend = review.totalCost + expected;
  const stop = review.totalCost >= review.costCeiling || wouldSpend > review.costCeiling;
  return { verdict: stop ? 'stop' : 'ok', expected };
}

function lastPhaseCost(review: AgentReview, role: 'author' | 'reviewer'): number {
  for (let i = review.rounds.length - 1; i >= 0; i--) {
    const cost = review.rounds[i]!.cost[role];
    if (cost > 0) return cost;
  }
  return 0;
}
