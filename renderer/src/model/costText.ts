import type { AgentReview, RoundCost } from '../../../shared/contract';
import { usdText } from '../../../shared/usdText';

/** US dollars for people (see usdText). */
export const formatUsd = usdText;

/** "≈" marks an amount estimated from characters rather than reported by the agent. */
export function costText(usd: number, estimated: boolean, fine?: boolean): string {
  return `${estimated ? '≈' : ''}${usdText(usd, fine)}`;
}

/** `fine`: hundredths of a cent for all three, as amounts beside them need (see needsFineUsd). */
export function roundCostText(
  cost: RoundCost,
  fine?: boolean,
): {
  author: string;
  reviewer: string;
  total: string;
} {
  return {
    author: costText(cost.author, cost.estimated, fine),
    reviewer: costText(cost.reviewer, cost.estimated, fine),
    total: costText(cost.total, cost.estimated, fine),
  };
}

/**
 * The ceiling a review paused at its ceiling is offered to go on with: room
 * for the phase it paused before and one more (twice its estimate over what
 * is spent), and never less than twice the old ceiling; in cents, rounded up.
 * Empty for a review with no ceiling.
 */
export function suggestedCeiling(review: AgentReview): string {
  if (review.costCeiling === null) return '';
  const room = review.totalCost + 2 * (review.expectedPhaseCost ?? 0);
  return (Math.ceil(Math.max(review.costCeiling * 2, room) * 100) / 100).toFixed(2);
}
