import type {
  AgentReview,
  ApprovalGate,
  Finding,
  ReviewComment,
  Severity,
} from '../../../../shared/contract';
import { DEFAULT_APPROVAL_GATE } from '../../../../shared/contract';

/*
 * Which findings still hold a review back. A finding's words, place and
 * severity are those of the last round's comment that states it; a person
 * resolving or dismissing that comment settles it, as for any comment.
 */

/** The last comment that states finding `id`, with its round. */
export function findingComment(
  review: AgentReview,
  id: string,
): { comment: ReviewComment; round: number } | null {
  for (let i = review.rounds.length - 1; i >= 0; i--) {
    const round = review.rounds[i]!;
    const comment = round.reviewComments.find((c) => c.findingId === id);
    if (comment) return { comment, round: round.roundNumber };
  }
  return null;
}

/** Neither verified nor withdrawn by the reviewer, nor settled by a person. */
export function isFindingOpen(review: AgentReview, finding: Finding): boolean {
  if (finding.state === 'verified' || finding.state === 'withdrawn') return false;
  return findingComment(review, finding.id)?.comment.resolution === undefined;
}

const RANK: Readonly<Record<Severity, number>> = { error: 3, warning: 2, suggestion: 1 };

export function reachesGate(severity: Severity, gate: ApprovalGate): boolean {
  return RANK[severity] >= RANK[gate];
}

/** The open findings at or above the review's gate: while there are any, it is not approved. */
export function blockingFindings(review: AgentReview): Finding[] {
  const gate = review.gate ?? DEFAULT_APPROVAL_GATE;
  return (review.findings ?? []).filter((finding) => {
    if (!isFindingOpen(review, finding)) return false;
    const comment = findingComment(review, finding.id)?.comment;
    return comment !== undefined && reachesGate(comment.severity, gate);
  });
}

/** "F1, F3" */
export function findingIds(findings: readonly Finding[]): string {
  return findings.map((finding) => finding.id).join(', ');
}
