import type { AgentReview } from '../../../shared/contract';
import { isTotalEstimated } from '../../../shared/estimatedCost';
import { needsFineUsd, usdText } from '../../../shared/usdText';
import { costText, roundCostText } from '../model/costText';

/** Per-round cost (author and reviewer apart), the total and the ceiling. */
export function CostFooter({ review }: { review: AgentReview }) {
  const estimated = isTotalEstimated(review);
  // Every amount spent to the same precision: a total of $0.02 beside rounds of $0.0044 misleads.
  // The ceiling is a limit a person set, shown as set ("$2.00", not "$2.0000").
  const fine = needsFineUsd([
    review.totalCost,
    ...review.rounds.flatMap((r) => [r.cost.author, r.cost.reviewer]),
  ]);
  return (
    <footer className="review-footer" aria-label="Review cost">
      <ol className="round-costs">
        {review.rounds.map((round) => {
          const cost = roundCostText(round.cost, fine);
          return (
            <li key={round.roundNumber}>
              <span className="round-costs-name">Round {round.roundNumber}</span>
              <span>author {cost.author}</span>
              <span>reviewer {cost.reviewer}</span>
            </li>
          );
        })}
        {review.rounds.length === 0 && <li className="round-costs-none">No round finished yet</li>}
      </ol>
      <p className="cost-total">
        <span>
          Total <strong>{costText(review.totalCost, estimated, fine)}</strong>
        </span>
        <span>
          Ceiling{' '}
          <strong>{review.costCeiling === null ? 'none' : usdText(review.costCeiling)}</strong>
        </span>
        {estimated && <span className="cost-note">≈ estimated from characters</span>}
      </p>
    </footer>
  );
}
