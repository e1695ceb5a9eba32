import type { AgentReview } from '../../../../../shared/contract';
import { nextReviewRound } from '../../../../../shared/contract';
import type { EngineEffect, EngineEvent, RoleCost, Step } from './events';
import { beginFeedback, beginReview, finish, stop } from './loopSteps';
import { addCost, recordReviewerRound } from './roundRecords';

/*
 * What an agent's answer does to the review: the reviewer's verdict and
 * comments, an answer it could not read, the author's reply to the feedback.
 */

export function onAnswer(
  r: AgentReview,
  e: Extract<EngineEvent, { kind: 'review-answer' }>,
  now: string,
): Step {
  const { parsed } = e;
  const verdict = parsed.verdict ?? (parsed.comments.length > 0 ? 'changes-requested' : null);
  const reviewed = recordReviewerRound(r, {
    verdict,
    comments: parsed.comments,
    raw: e.raw,
    cost: e.reviewerCost,
    now,
    snapshotRef: e.snapshotRef,
    changedFiles: e.reviewerChangedFiles,
    quotedVerdict: parsed.quotedVerdict,
  });
  const round = reviewed.rounds.at(-1)!.roundNumber;
  const effects: EngineEffect[] = [{ kind: 'write-artifact', round }];
  if (verdict === 'approved') return finish(reviewed, 'approved', undefined, effects);
  if (verdict === 'needs-discussion')
    return finish(
      reviewed,
      'needs-discussion',
      'The reviewer asks for a human to decide.',
      effects,
    );
  if (round >= r.maxRounds)
    return finish(
      reviewed,
      'max-rounds',
      `No approval after ${r.maxRounds} rounds: needs human review.`,
      effects,
    );
  if (!r.autoIterate) {
    return {
      review: { ...reviewed, status: 'changes-requested', phase: undefined },
      effects: [...effects, { kind: 'release-reviewer' }],
    };
  }
  const step = beginFeedback(reviewed)!;
  return { review: step.review, effects: [...effects, ...step.effects] };
}

/** An unreadable answer is kept on its round, which stays unanswered for the one retry. */
export function onMalformed(
  r: AgentReview,
  e: Extract<EngineEvent, { kind: 'review-malformed' }>,
  now: string,
): Step {
  const { raw, reviewerCost: cost, quotedVerdict } = e;
  const recorded = recordReviewerRound(r, {
    verdict: null,
    comments: [],
    raw,
    cost,
    now,
    quotedVerdict,
  });
  if (!r.formatRetried) {
    return {
      review: { ...recorded, formatRetried: true, promptDelivered: false },
      effects: [{ kind: 'request-review', round: nextReviewRound(r), reminder: true }],
    };
  }
  return stop(
    recorded,
    'error',
    'The reviewer answered twice without a verdict or comments in the asked format; its raw answer is kept.',
  );
}

export function onAuthorDone(r: AgentReview, response: string, cost: RoleCost): Step {
  const rounds = r.rounds.slice();
  const last = rounds.at(-1);
  if (last) rounds[rounds.length - 1] = { ...last, authorResponse: response };
  const updated = addCost({ ...r, rounds }, 'author', cost);
  const step = beginReview(updated, updated.rounds.length + 1, false)!;
  const artifact: EngineEffect[] = last
    ? [{ kind: 'write-artifact', round: last.roundNumber }]
    : [];
  return { review: step.review, effects: [...artifact, ...step.effects] };
}
