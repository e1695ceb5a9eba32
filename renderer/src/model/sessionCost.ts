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
 * the review's author and the reviewer part for the session that reviewed
 * that round (a review can be reassigned: a round retried by another reviewer
 * says what each spent). A round's `estimated` covers both
 * parts, so it marks both sessions.
 */
export function sessionCosts(reviews: readonly AgentReview[]): ReadonlyMap<string, SessionCost> {
  const costs = new Map<string, SessionCost>();
  const charge = (id: string, part: Partial<SessionCost>) => {
    const cost = costs.get(id) ?? NO_COST;
    costs.set(id, {
      asAuthor: cost.asAuthor + (part.asAuthor ?? 0),
      asReviewer: cost.asReviewer + (part.asReviewer ?? 0),
      estimated: cost.estimated || (part.estimated ?? false),
      reviews: cost.reviews + (part.reviews ?? 0),
    });
  };
  for (const review of reviews) {
    const reviewers = new Set([review.reviewerSessionId]);
    for (const round of review.rounds) {
      const reviewer = round.reviewerSessionId ?? review.reviewerSessionId;
      reviewers.add(reviewer);
      const estimated = round.cost.estimated;
      charge(review.authorSessionId, { asAuthor: round.cost.author, estimated });
      // A round retried by another reviewer charges each its own share.
      const shares = round.cost.byReviewer ?? { [reviewer]: round.cost.reviewer };
      for (const [id, usd] of Object.entries(shares)) {
        reviewers.add(id);
        charge(id, { asReviewer: usd, estimated });
      }
    }
    for (const id of new Set([review.authorSessionId, ...reviewers])) charge(id, { reviews: 1 });
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
