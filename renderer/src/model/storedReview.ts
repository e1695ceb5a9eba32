import type { AgentReview, ProfileSnapshot, SessionSnapshot } from '../../../shared/contract';
import type { OutcomeAction } from './reviewStatus';

/**
 * Where a review opened from the list is shown: in its author's Review
 * Panel, beside that session's terminal, while the session is open; on its
 * own in the main area, as stored, once the session has been closed.
 */
export function openedWhere(
  review: AgentReview,
  sessions: readonly SessionSnapshot[],
): 'author-panel' | 'stored' {
  return sessions.some((s) => s.id === review.authorSessionId) ? 'author-panel' : 'stored';
}

/*
 * Approve anyway is a person's verdict on the work as the rounds left it:
 * the engine records it without asking any agent, so a review whose author
 * session is gone can still be closed that way. Every other action (one
 * more round, resume, reassign, send feedback, ask again, continue past the
 * ceiling) starts an agent's turn in the author's terminal, which is gone.
 */
const WITHOUT_AUTHOR: ReadonlySet<OutcomeAction> = new Set(['approve-anyway']);

/** The actions of a stopped review that still make sense without its author session. */
export function actionsWithoutAuthor(actions: readonly OutcomeAction[]): OutcomeAction[] {
  return actions.filter((action) => WITHOUT_AUTHOR.has(action));
}

/** A session of `review` that is closed, by the name it had when the review started, if recorded. */
export function closedSessionName(review: AgentReview, sessionId: string): string {
  return review.sessionNames?.[sessionId] ?? 'a closed session';
}

/**
 * The same, saying it is closed (or, for a review another process runs, that
 * it is that process's), where open and closed sessions are listed alike.
 */
export function closedSessionLabel(review: AgentReview, sessionId: string): string {
  const name = review.sessionNames?.[sessionId];
  if (review.runElsewhere) return name ? `${name} (in another process)` : 'another process';
  return name ? `${name} (closed)` : 'a closed session';
}

/** What a review run by another Parley process is, for the places that show it here. */
export const RUN_ELSEWHERE =
  'It runs in another Parley process on this data folder (a parley review), with sessions of its own: it shows here as it goes, and is changed there.';

/**
 * A session of `review` by name and agent: as it is now while open, as the
 * review recorded it once closed.
 */
export function sessionLabel(
  review: AgentReview,
  id: string,
  sessions: readonly SessionSnapshot[],
  profiles: readonly ProfileSnapshot[],
): { name: string; agent: string } {
  const session = sessions.find((s) => s.id === id);
  const profileId = session?.profileId ?? review.sessionProfiles?.[id];
  const agent = profiles.find((p) => p.id === profileId)?.name ?? profileId;
  return {
    name: session?.name ?? closedSessionName(review, id),
    agent: agent ?? 'unknown agent',
  };
}

/** The session that reviewed round `roundNumber` (a review can be reassigned to another reviewer). */
export function reviewerOfRound(review: AgentReview, roundNumber: number): string {
  return (
    review.rounds.find((round) => round.roundNumber === roundNumber)?.reviewerSessionId ??
    review.reviewerSessionId
  );
}
