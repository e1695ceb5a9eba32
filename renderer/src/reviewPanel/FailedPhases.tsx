import type { AgentReview } from '../../../shared/contract';

interface FailedPhasesProps {
  readonly review: AgentReview;
  readonly reviewerNameOf: (sessionId: string) => string;
  readonly authorName: string;
}

/**
 * The phases of the review that failed, oldest first: what each Try again or
 * Reassign came after, and why (an agent too slow, gone, out of format).
 */
export function FailedPhases({ review, reviewerNameOf, authorName }: FailedPhasesProps) {
  const failures = review.failures ?? [];
  if (failures.length === 0) return null;
  return (
    <li className="round-entry" aria-label="Failed attempts">
      <header className="round-header">
        <h3>Failed attempts</h3>
      </header>
      <ul className="failed-phases">
        {failures.map((failure) => (
          <li key={failure.at}>
            <strong>
              Round {failure.round},{' '}
              {failure.phase === 'reviewing'
                ? `review by ${reviewerNameOf(failure.sessionId)}`
                : `fix by ${authorName}`}
            </strong>
            : {failure.reason}
          </li>
        ))}
      </ul>
    </li>
  );
}
