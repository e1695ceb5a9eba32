import type { AgentReview } from './contract';

/** ' “name”': a session of the review by the name it had when recorded; nothing when none was. */
function calledInReview(review: AgentReview, sessionId: string): string {
  const name = review.sessionNames?.[sessionId];
  return name ? ` “${name}”` : '';
}

/**
 * That a session of the review stopped, and nothing of what to do about it:
 * the record of a failed attempt, read after the review has gone on.
 */
export function sessionStopped(review: AgentReview, role: 'author' | 'reviewer'): string {
  return `${sessionOf(review, role)} stopped.`;
}

/** "The reviewer session “rev”": one of the review's sessions, by the name it had when recorded. */
export function sessionOf(review: AgentReview, role: 'author' | 'reviewer'): string {
  const id = role === 'author' ? review.authorSessionId : review.reviewerSessionId;
  return `The ${role} session${calledInReview(review, id)}`;
}

/**
 * Why a review waits on a session of its own that stopped: its author's (the
 * review is paused) or its reviewer's (the phase failed). Once a person has
 * started the session again (`runsAgain`), the same reason says so and what
 * is left to do, not that it "has stopped": the core words the stop, the
 * Review Panel the restart.
 */
export function stoppedSessionReason(
  review: AgentReview,
  role: 'author' | 'reviewer',
  runsAgain: boolean,
): string {
  const session = sessionOf(review, role);
  if (role === 'author') {
    return runsAgain
      ? `${session} stopped and runs again: Resume goes on.`
      : `${session} has stopped: Resume starts it again and goes on.`;
  }
  return runsAgain
    ? `${session} stopped and runs again: Try again asks it for the round that failed, or reassign the review.`
    : `${session} has stopped: Try again starts it again, or reassign the review.`;
}
