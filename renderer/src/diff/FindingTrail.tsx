import type { AgentReview, Finding, FindingState } from '../../../shared/contract';
import { findingEventText, settledWord } from '../../../shared/findingHistory';
import { resolutionSaid } from '../model/resolutionText';

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
 * round: raised by the reviewer, fixed or declined by the author, verified (a
 * decline accepted), still open or withdrawn by the reviewer. A person
 * settling its comment (Resolve, Dismiss, Apply suggestion) settles it unless
 * the reviewer verified or withdrew it first. Nothing for a comment with no
 * finding (a review from before findings, a person's comment).
 */
export function FindingTrail({ review, findingId }: FindingTrailProps) {
  const finding = review.findings?.find((f) => f.id === findingId);
  if (!finding) return null;
  const settled = settledByPerson(review, finding);
  return (
    <div className="finding-trail" aria-label={`Finding ${finding.id}`}>
      <span className="finding-id">{finding.id}</span>
      {settled ? (
        <span className="finding-state" data-state={settled.resolution}>
          {settled.text}
        </span>
      ) : (
        <span className="finding-state" data-state={finding.state}>
          {settledWord(finding) ?? STATE_WORDS[finding.state]}
        </span>
      )}
      {finding.fromFix && <span className="finding-state">from the fix</span>}
      <ol className="finding-history">
        {finding.history.map((event, i) => (
          <li key={i} data-role={event.by.role}>
            {findingEventText(event, finding.history[i - 1])}
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * How a person settled the finding's last comment ("resolved by you",
 * "suggestion applied by you"), where that is what holds: the reviewer has
 * neither verified nor withdrawn it.
 */
function settledByPerson(review: AgentReview, finding: Finding) {
  if (finding.state === 'verified' || finding.state === 'withdrawn') return null;
  const last = review.rounds
    .flatMap((round) => round.reviewComments)
    .findLast((comment) => comment.findingId === finding.id);
  const said = last ? resolutionSaid(last) : null;
  return said && { resolution: said.resolution, text: lowerFirst(said.text) };
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
