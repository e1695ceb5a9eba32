import type { AgentReview, ParsedReview, Verdict } from '../../../../../shared/contract';
import { nextReviewRound } from '../../../../../shared/contract';
import { plural } from '../../../../../shared/plural';
import { trackAuthorAnswers } from '../../findings/authorFindings';
import {
  changesWithNothingToFix,
  countedVerdict,
  stallReason,
  unansweredWithNothingOpen,
} from '../../findings/convergence';
import { isFindingOpen } from '../../findings/openFindings';
import { trackReviewerRound } from '../../findings/reviewerFindings';
import type { EngineEffect, EngineEvent, RoleCost, Step } from './events';
import { beginFeedback, beginReview, finish, stop } from './loopSteps';
import { addCost, recordReviewerRound, type ReviewerAnswer } from './roundRecords';

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
  // Changes asked for, but not one finding Parley could read and none open from before:
  // the blocks were in a form it does not read. Asked once for them, like an unread answer.
  if (asksForNothingReadable(r, parsed) && !r.formatRetried) {
    const { raw, reviewerCost } = e;
    const quoted = parsed.quotedVerdict ? { quotedVerdict: true } : {};
    return onMalformed(r, { kind: 'review-malformed', raw, reviewerCost, ...quoted }, now);
  }
  const round = nextReviewRound(r);
  const answer = { raw: e.raw, cost: e.reviewerCost, now, snapshotRef: e.snapshotRef };
  // The answer to a verdict reminder: the round's findings stand unless it gave them again.
  const restating = restatingRound(r);
  const tracked =
    restating && parsed.comments.length === 0 && !parsed.rulings?.length
      ? { findings: r.findings, comments: restating.reviewComments }
      : trackReviewerRound(r, {
          round,
          comments: parsed.comments,
          rulings: parsed.rulings ?? [],
          verdict: parsed.verdict ?? parsed.unsignedVerdict ?? null,
          fix: e.fix,
          now,
        });
  const record = (verdict: Verdict | null, extra: Partial<ReviewerAnswer> = {}) =>
    recordReviewerRound(
      { ...r, ...(tracked.findings ? { findings: tracked.findings } : {}) },
      {
        ...answer,
        verdict,
        comments: tracked.comments,
        changedFiles: e.reviewerChangedFiles,
        quotedVerdict: parsed.quotedVerdict,
        ...extra,
      },
    );
  // Without a verdict in form the findings decide: when the reviewer meant otherwise
  // (approval beside a warning, or a verdict alone), ask it once to restate.
  // The reviewer found something (a finding dropped as withdrawn before counts too).
  const found =
    tracked.comments.length > 0 || parsed.comments.length > 0 || !!parsed.rulings?.length;
  const readAs = countedVerdict(record(null), null, { found, signed: false }).verdict;
  const meantOtherwise = parsed.unsignedVerdict && parsed.unsignedVerdict !== readAs;
  // Rulings on earlier findings and nothing else, no verdict in any form: they stand, and
  // only the verdict is asked for (counting them as changes asked would send the author
  // nothing to fix).
  const rulingsAlone =
    !parsed.unsignedVerdict && parsed.comments.length === 0 && !!parsed.rulings?.length;
  if (parsed.verdict === null && (meantOtherwise || rulingsAlone) && !r.formatRetried) {
    const asked = record(null, { verdictRestatement: 'asked' });
    return {
      review: { ...asked, formatRetried: true, promptDelivered: false, promptSending: undefined },
      effects: [{ kind: 'request-review', round, reminder: true }],
    };
  }
  const said = parsed.verdict ?? (tracked.comments.length > 0 ? 'changes-requested' : null);
  const reviewed = record(said, {
    ...(restating ? { verdictRestatement: parsed.verdict ? 'restated' : 'unread' } : {}),
  });
  const counted = countedVerdict(reviewed, said, { found, signed: parsed.verdict !== null });
  const effects: EngineEffect[] = [{ kind: 'write-artifact', round }];
  const askedAgain = r.formatRetried === true;
  if (counted.verdict === null) {
    // Nothing open and no verdict in form, even when asked again: a person decides, not an error.
    const unanswered = unansweredWithNothingOpen(
      reviewed,
      said,
      askedAgain,
      parsed.unsignedVerdict,
    );
    if (unanswered) return finish(reviewed, 'stalled', unanswered, effects);
    return stop(
      reviewed,
      'error',
      "The reviewer gave no verdict with this round's nonce and no comment, even when asked again; its raw answer is kept.",
    );
  }
  if (counted.verdict === 'approved') return finish(reviewed, 'approved', counted.reason, effects);
  if (counted.verdict === 'needs-discussion')
    return finish(
      reviewed,
      'needs-discussion',
      'The reviewer asks for a human to decide.',
      effects,
    );
  const stalled =
    unansweredWithNothingOpen(reviewed, said, askedAgain) ??
    changesWithNothingToFix(reviewed, said, askedAgain) ??
    stallReason(r, reviewed, round, e.fix);
  if (stalled) return finish(reviewed, 'stalled', stalled, effects);
  if (round >= r.maxRounds)
    return finish(
      reviewed,
      'max-rounds',
      `No approval after ${plural(r.maxRounds, 'round')}: needs human review.`,
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

function asksForNothingReadable(r: AgentReview, parsed: ParsedReview): boolean {
  if (parsed.verdict !== 'changes-requested') return false;
  if (parsed.comments.length > 0 || parsed.rulings?.length || restatingRound(r)) return false;
  return !(r.findings ?? []).some((finding) => isFindingOpen(r, finding));
}

/** The round whose verdict the reviewer was asked to restate, while that is what it answers. */
function restatingRound(r: AgentReview) {
  const last = r.rounds.at(-1);
  return r.formatRetried && last?.verdictRestatement === 'asked' ? last : undefined;
}

/** An unreadable answer is kept on its round, which stays unanswered for the one retry. */
export function onMalformed(
  r: AgentReview,
  e: Extract<EngineEvent, { kind: 'review-malformed' }>,
  now: string,
): Step {
  const { raw, reviewerCost: cost, quotedVerdict } = e;
  // An unreadable restatement leaves the round's comments to say what they say.
  if (restatingRound(r)) {
    const parsed = { verdict: null, comments: [], ...(quotedVerdict ? { quotedVerdict } : {}) };
    return onAnswer(r, { kind: 'review-answer', parsed, raw, reviewerCost: cost }, now);
  }
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
      review: {
        ...recorded,
        formatRetried: true,
        promptDelivered: false,
        promptSending: undefined,
      },
      effects: [{ kind: 'request-review', round: nextReviewRound(r), reminder: true }],
    };
  }
  return stop(
    recorded,
    'error',
    'The reviewer answered twice without a verdict or comments in the asked format; its raw answer is kept.',
  );
}

export function onAuthorDone(r: AgentReview, response: string, cost: RoleCost, now: string): Step {
  const rounds = r.rounds.slice();
  const last = rounds.at(-1);
  if (last) rounds[rounds.length - 1] = { ...last, authorResponse: response };
  const findings = last ? trackAuthorAnswers(r, last.roundNumber, response, now) : undefined;
  const updated = addCost({ ...r, rounds, ...(findings ? { findings } : {}) }, 'author', cost);
  const step = beginReview(updated, updated.rounds.length + 1, false)!;
  const artifact: EngineEffect[] = last
    ? [{ kind: 'write-artifact', round: last.roundNumber }]
    : [];
  return { review: step.review, effects: [...artifact, ...step.effects] };
}
