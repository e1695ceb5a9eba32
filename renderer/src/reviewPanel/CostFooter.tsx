import type { AgentReview } from '../../../shared/contract';
import { costText, formatUsd, roundCostText } from '../model/costText';

/** Per-round cost (author and reviewer apart), the total and the ceiling. */
export function CostFooter({ review }: { review: AgentReview }) {
  const estimated = review.rounds.some((r) => r.cost.estimated);
  return (
    <footer className="review-footer" aria-label="Review cost">
      <ol className="round-costs">
        {review.rounds.map((round) => {
          const cost = roundCostText(round.cost);
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
          Total <strong>{costText(review.totalCost, estimated)}</strong>
        </span>
        <span>
          Ceiling{' '}
          <strong>{review.costCeiling === null ? 'none' : formatUsd(review.costCeiling)}</strong>
        </span>
        {estimated && <span className="cost-note">≈ estimated from characters</span>}
      </p>
    </footer>
  );
}
