import type { AgentReview, Finding, ReviewRound } from '../../../../shared/contract';
import { DEFAULT_APPROVAL_GATE } from '../../../../shared/contract';
import { commentJson } from '../commentJson';

/**
 * The AgentReview as `--json` prints it: the fields the command line promises
 * (issue 3's AgentReview JSON), in a fixed order, plus statusReason when the
 * review stopped for a reason. Internal bookkeeping (raw answers, snapshot
 * refs, resume flags) stays out: it is in the journal and the store.
 */
export function reviewJson(review: AgentReview) {
  return {
    id: review.id,
    diffSource: review.diffSource,
    authorSessionId: review.authorSessionId,
    reviewerSessionId: review.reviewerSessionId,
    status: review.status,
    ...(review.statusReason === undefined ? {} : { statusReason: review.statusReason }),
    rounds: review.rounds.map(roundJson),
    findings: (review.findings ?? []).map(findingJson),
    gate: review.gate ?? DEFAULT_APPROVAL_GATE,
    maxRounds: review.maxRounds,
    autoIterate: review.autoIterate,
    costCeiling: review.costCeiling,
    totalCost: review.totalCost,
    createdAt: review.createdAt,
    updatedAt: review.updatedAt,
  };
}

function roundJson(round: ReviewRound) {
  return {
    roundNumber: round.roundNumber,
    verdict: round.verdict,
    reviewComments: round.reviewComments.map(commentJson),
    authorResponse: round.authorResponse,
    cost: {
      author: round.cost.author,
      reviewer: round.cost.reviewer,
      total: round.cost.total,
      estimated: round.cost.estimated,
    },
    timestamp: round.timestamp,
    ...(round.reviewerChangedFiles ? { reviewerChangedFiles: round.reviewerChangedFiles } : {}),
    ...(round.quotedVerdict ? { quotedVerdict: true } : {}),
    ...(round.verdictRestatement ? { verdictRestatement: round.verdictRestatement } : {}),
  };
}

/** A finding: its id, where it stands, who raised it, and what each side said of it. */
function findingJson(finding: Finding) {
  return {
    id: finding.id,
    state: finding.state,
    raisedBy: finding.raisedBy,
    ...(finding.fromFix ? { fromFix: true } : {}),
    history: finding.history,
  };
}
