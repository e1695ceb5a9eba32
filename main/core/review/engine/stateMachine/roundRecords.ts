import type { AgentReview, ReviewRound, RoundCost } from '../../../../../shared/contract';
import { nextReviewRound } from '../../../../../shared/contract';
import type { RoleCost } from './events';

/*
 * The bookkeeping of a review's rounds, for the state machine: which round a
 * review request belongs to, the reviewer's answer written into its round,
 * and each phase's cost charged to it.
 */

export interface ReviewerAnswer {
  readonly verdict: ReviewRound['verdict'];
  readonly comments: ReviewRound['reviewComments'];
  readonly raw: string;
  readonly cost: RoleCost;
  readonly now: string;
  readonly snapshotRef?: string;
  readonly changedFiles?: readonly string[];
  readonly quotedVerdict?: boolean;
  readonly verdictRestatement?: ReviewRound['verdictRestatement'];
}

/** Writes the reviewer's answer into its round (a retried round is updated, not duplicated). */
export function recordReviewerRound(r: AgentReview, answer: ReviewerAnswer): AgentReview {
  const roundNumber = nextReviewRound(r);
  const previous = r.rounds.find((x) => x.roundNumber === roundNumber);
  const round: ReviewRound = {
    roundNumber,
    verdict: answer.verdict,
    reviewComments: answer.comments,
    reviewerSessionId: r.reviewerSessionId,
    authorResponse: '',
    cost: previous ? costBefore(previous, r.reviewerSessionId) : NO_COST,
    timestamp: previous?.timestamp ?? answer.now,
    snapshotRef: answer.snapshotRef ?? previous?.snapshotRef,
    rawAnswer: previous?.rawAnswer ? `${previous.rawAnswer}\n\n${answer.raw}` : answer.raw,
    ...(answer.changedFiles?.length ? { reviewerChangedFiles: [...answer.changedFiles] } : {}),
    // A retried round keeps the flag of the answer it replaces: the attempt happened.
    ...(answer.quotedVerdict || previous?.quotedVerdict ? { quotedVerdict: true } : {}),
    ...(answer.verdictRestatement ? { verdictRestatement: answer.verdictRestatement } : {}),
  };
  const rounds = [...r.rounds.filter((x) => x.roundNumber !== roundNumber), round];
  return addCost({ ...r, rounds }, 'reviewer', answer.cost);
}

const NO_COST: RoundCost = { author: 0, reviewer: 0, total: 0, estimated: false };

/**
 * What a retried round has cost so far, for the reviewer answering it now: a
 * reviewer before it (the review was reassigned) keeps its share.
 */
function costBefore(previous: ReviewRound, reviewer: string): RoundCost {
  const { cost } = previous;
  const before = previous.reviewerSessionId ?? reviewer;
  if (cost.byReviewer || before === reviewer || cost.reviewer === 0) return cost;
  return { ...cost, byReviewer: { [before]: cost.reviewer } };
}

/** Charges a phase's cost to the last round (creating round 1's record if needed). */
export function addCost(r: AgentReview, role: 'author' | 'reviewer', cost: RoleCost): AgentReview {
  const rounds = r.rounds.slice();
  const last = rounds.at(-1);
  if (!last) return { ...r, totalCost: r.totalCost + cost.usd };
  const c = last.cost;
  const reviewerShare = role === 'reviewer' ? cost.usd : 0;
  const byReviewer = c.byReviewer && {
    ...c.byReviewer,
    [r.reviewerSessionId]: (c.byReviewer[r.reviewerSessionId] ?? 0) + reviewerShare,
  };
  rounds[rounds.length - 1] = {
    ...last,
    cost: {
      author: c.author + (role === 'author' ? cost.usd : 0),
      reviewer: c.reviewer + reviewerShare,
      total: c.total + cost.usd,
      estimated: c.estimated || cost.estimated,
      ...(byReviewer ? { byReviewer } : {}),
    },
  };
  return { ...r, rounds, totalCost: r.totalCost + cost.usd };
}
