import type { AgentReview } from '../../../shared/contract';
import { costText, formatUsd } from './costText';

/** What a session's turns in reviews cost, as author and as reviewer. */
export interface SessionCost {
  readonly asAuthor: number;
  readonly asReviewer: number;
  /** Some round it took part in holds an amount estimated from characters. */
  readonly estimated: boolean;
  /** How many reviews it took part in. */
  readonly reviews: number;
}

const NO_COST: SessionCost = { asAuthor: 0, asReviewer: 0, estimated: false, reviews: 0 };

/**
 * Every session's cost: over all reviews, the author part of each round for
 * the review's author and the reviewer part for its reviewer (both for a
 * session that reviews itself). A round's `estimated` covers both parts, so
 * it marks both sessions.
 */
export function sessionCosts(reviews: readonly AgentReview[]): ReadonlyMap<string, SessionCost> {
  const costs = new Map<string, SessionCost>();
  for (const review of reviews) {
    const estimated = review.rounds.some((round) => round.cost.estimated);
    const sum = (part: 'author' | 'reviewer') =>
      review.rounds.reduce((total, round) => total + round.cost[part], 0);
    const { authorSessionId: author, reviewerSessionId: reviewer } = review;
    for (const id of new Set([author, reviewer])) {
      const cost = costs.get(id) ?? NO_COST;
      costs.set(id, {
        asAuthor: cost.asAuthor + (id === author ? sum('author') : 0),
        asReviewer: cost.asReviewer + (id === reviewer ? sum('reviewer') : 0),
        estimated: cost.estimated || estimated,
        reviews: cost.reviews + 1,
      });
    }
  }
  return costs;
}

/** The sidebar's cost label and its tooltip; null for a session that never took part in a review. */
export function sessionCostLabel(
  cost: SessionCost | undefined,
): { text: string; tooltip: string } | null {
  if (!cost || cost.reviews === 0) return null;
  const total = cost.asAuthor + cost.asReviewer;
  const reviews = cost.reviews === 1 ? '1 review' : `${cost.reviews} reviews`;
  const lines = [
    `Cost of this session's turns in ${reviews}: ${formatUsd(cost.asAuthor)} as author, ${formatUsd(cost.asReviewer)} as reviewer.`,
  ];
  if (cost.estimated) lines.push('≈ Partly estimated from characters in and out.');
  return { text: costText(total, cost.estimated), tooltip: lines.join('\n') };
}
