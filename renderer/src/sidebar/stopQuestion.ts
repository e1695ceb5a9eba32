import {
  SHELL_PROFILE_ID,
  isRunningStatus,
  phaseSessionId,
  runsNoProcess,
  type AgentReview,
  type ProfileSnapshot,
  type SessionSnapshot,
} from '../../../shared/contract';
import { isFinished } from '../model/reviewStatus';

/** What of a session's menu stops its program: Close for good, Restart to start it afresh. */
export type StopAction = 'close' | 'restart';

const VERB: Record<StopAction, string> = { close: 'Closing', restart: 'Restarting' };

/**
 * What to ask before closing or restarting a session, or null when it loses
 * nothing worth a question. Either stops the session's program: an
 * unfinished review that needs the session cannot go on, and an agent still
 * running loses what it holds in memory (its conversation, paid for in
 * tokens). A shell, or a program that has ended, goes at once, as in any
 * terminal.
 */
export function stopQuestion(
  action: StopAction,
  session: SessionSnapshot,
  reviews: readonly AgentReview[],
  sessions: readonly SessionSnapshot[],
  profiles: readonly ProfileSnapshot[],
): string | null {
  const unfinished = unfinishedReviewsOf(session, reviews);
  if (unfinished.length > 0) {
    const names = unfinished.map((review) => reviewName(review, sessions));
    return `“${session.name}” takes part in ${names.join(' and ')}, which has not finished. ${VERB[action]} the session stops its program, and ${loss(action, session, unfinished)}.`;
  }
  if (session.profileId === SHELL_PROFILE_ID || runsNoProcess(session.status)) return null;
  return `“${session.name}” is still running ${programName(session, profiles)}. ${VERB[action]} the session stops it, and what the program has not saved, such as an agent’s conversation, is lost.`;
}

/**
 * The reviews a session takes part in that may still go on (running, waiting
 * for a person in manual mode, paused, interrupted), each named by its two
 * sessions. One that ended, or failed and waits to be reassigned, needs no
 * session of its own any more.
 */
function unfinishedReviewsOf(
  session: SessionSnapshot,
  reviews: readonly AgentReview[],
): AgentReview[] {
  return reviews
    .filter((review) => !isFinished(review) && review.status !== 'error')
    .filter((r) => r.authorSessionId === session.id || r.reviewerSessionId === session.id);
}

function reviewName(review: AgentReview, sessions: readonly SessionSnapshot[]): string {
  const nameOf = (id: string) => sessions.find((s) => s.id === id)?.name ?? id;
  return `the review of “${nameOf(review.authorSessionId)}” by “${nameOf(review.reviewerSessionId)}”`;
}

/**
 * What the reviews lose. A restart costs the agent what it knew, and a turn
 * it is taking stops the review where it is (the new program never had the
 * prompt); closing an author ends its review, while a closed reviewer can be
 * replaced.
 */
function loss(action: StopAction, session: SessionSnapshot, unfinished: readonly AgentReview[]) {
  if (action === 'restart') {
    const working = unfinished.some(
      (review) => isRunningStatus(review.status) && phaseSessionId(review) === session.id,
    );
    return working
      ? 'the review loses what the agent knew and the turn it is taking: the review stops there, for you to send the turn again'
      : 'the review loses what the agent knew';
  }
  return unfinished.some((review) => review.authorSessionId === session.id)
    ? 'the review cannot go on without it'
    : 'the review stops until you reassign it to another reviewer';
}

/**
 * The program as people name it: its profile's name ("Claude Code"), or for a
 * command of the person's own its file's ("aider", not "/usr/local/bin/aider").
 */
function programName(session: SessionSnapshot, profiles: readonly ProfileSnapshot[]): string {
  const profile = profiles.find((p) => p.id === session.profileId);
  if (profile && !profile.needsCommand) return profile.name;
  return session.command.split(/[\\/]/).pop() || session.command;
}
