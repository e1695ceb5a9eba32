import type { AgentReview, FindingState } from '../../../shared/contract';
import { findingEventText } from '../../../shared/findingHistory';

const STATE_WORDS: Readonly<Record<FindingState, string>> = {
  open: 'open',
  fixed: 'fixed by the author',
  declined: 'declined by the author',
  verified: 'verified',
  reopened: 'still open',
  withdrawn: 'withdrawn',
};

interface FindingTrailProps {
  readonly review: AgentReview;
  readonly findingId: string | undefined;
}

/**
 * A finding's id and where it stands, then what each side said of it round by
 * round: raised by the reviewer, fixed or declined by the author, verified,
 * still open or withdrawn by the reviewer. Nothing for a comment with no
 * finding (a review from before findings, a person's comment).
 */
export function FindingTrail({ review, findingId }: FindingTrailProps) {
  const finding = review.findings?.find((f) => f.id === findingId);
  if (!finding) return null;
  return (
    <div className="finding-trail" aria-label={`Finding ${finding.id}`}>
      <span className="finding-id">{finding.id}</span>
      <span className="finding-state" data-state={finding.state}>
        {STATE_WORDS[finding.state]}
      </span>
      {finding.fromFix && <span className="finding-state">from the fix</span>}
      <ol className="finding-history">
        {finding.history.map((event, i) => (
          <li key={i} data-role={event.by.role}>
            {findingEventText(event)}
          </li>
        ))}
      </ol>
    </div>
  );
}
