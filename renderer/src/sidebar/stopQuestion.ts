import {
  SHELL_PROFILE_ID,
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
  const unfinished = unfinishedReviewsOf(session, reviews, sessions);
  if (unfinished.length > 0) {
    const loss =
      action === 'close'
        ? 'the review cannot go on without it'
        : 'the review loses what the agent knew and any turn under way';
    return `“${session.name}” takes part in ${unfinished.join(' and ')}, which has not finished. ${VERB[action]} the session stops its program, and ${loss}.`;
  }
  if (session.profileId === SHELL_PROFILE_ID || !isRunning(session)) return null;
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
  sessions: readonly SessionSnapshot[],
): string[] {
  const nameOf = (id: string) => sessions.find((s) => s.id === id)?.name ?? id;
  return reviews
    .filter((review) => !isFinished(review) && review.status !== 'error')
    .filter((r) => r.authorSessionId === session.id || r.reviewerSessionId === session.id)
    .map((r) => `the review of “${nameOf(r.authorSessionId)}” by “${nameOf(r.reviewerSessionId)}”`);
}

function isRunning(session: SessionSnapshot): boolean {
  return session.status !== 'stopped' && session.status !== 'exited';
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
