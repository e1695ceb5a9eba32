import { canReview, runsNoProcess } from '../../../shared/contract';
import type { AgentReview, SessionSnapshot } from '../../../shared/contract';

/*
 * Who reviews whose work when the person has not said: the request form's
 * first picks. A reviewer is one the contract's rule allows (never a shell),
 * and one working in the author's project comes before one elsewhere.
 */

/** The two folders are one project: the same folder, or one inside the other. */
export function sameProject(a: string, b: string): boolean {
  const inside = (child: string, parent: string) =>
    child.startsWith(parent.endsWith('/') ? parent : `${parent}/`);
  return a === b || inside(a, b) || inside(b, a);
}

/**
 * The reviewer a request for `authorId`'s work starts with: the last reviewer
 * of that work; else, in the author's project, the last reviewer used there or
 * any session there; else the last reviewer used at all, else any other
 * session. The author itself only when it was chosen last time (a
 * self-review). Sessions that take prompts come first (see takesPrompts).
 * `reviews` are oldest first.
 */
export function defaultReviewer(
  authorId: string,
  sessions: readonly SessionSnapshot[],
  reviews: readonly AgentReview[],
): string {
  const able = sessions.filter(canReview);
  const running = able.filter((s) => takesPrompts(s) || s.id === authorId);
  const reviewers = running.some((s) => s.id !== authorId) ? running : able;
  const ofThisWork = reviews.findLast((r) => r.authorSessionId === authorId)?.reviewerSessionId;
  if (ofThisWork && reviewers.some((s) => s.id === ofThisWork)) return ofThisWork;
  const others = reviewers.filter((s) => s.id !== authorId);
  const authorCwd = sessions.find((s) => s.id === authorId)?.cwd;
  const near = others.filter((s) => authorCwd !== undefined && sameProject(s.cwd, authorCwd));
  return (
    lastReviewerAmong(near, reviews) ??
    near[0]?.id ??
    lastReviewerAmong(others, reviews) ??
    others[0]?.id ??
    ''
  );
}

/**
 * The reviewer Reassign starts with: another session that can review, one
 * that takes prompts first, then one in the author's project; never the reviewer it
 * replaces, nor the author itself (a self-review is offered, never picked
 * for the person). '' when there is none.
 */
export function reassignDefault(review: AgentReview, sessions: readonly SessionSnapshot[]): string {
  const candidates = sessions.filter(
    (s) => canReview(s) && s.id !== review.reviewerSessionId && s.id !== review.authorSessionId,
  );
  const authorCwd = sessions.find((s) => s.id === review.authorSessionId)?.cwd;
  const pick = (pool: readonly SessionSnapshot[]) =>
    pool.find((s) => authorCwd !== undefined && sameProject(s.cwd, authorCwd)) ?? pool[0];
  return (pick(candidates.filter(takesPrompts)) ?? pick(candidates))?.id ?? '';
}

/**
 * Whether a session's program runs and is not held by a dialog of its own: a
 * session that ended (an agent that could not start) or waits on its sign-in
 * can be picked, but would fail or hold up the review.
 */
function takesPrompts(session: SessionSnapshot): boolean {
  return !runsNoProcess(session.status) && session.status !== 'dialog';
}

/**
 * The author a request offered to `reviewer` starts with: of the other
 * sessions in the reviewer's project, the one shown, else an agent's, else
 * any; else the one shown, else any other session.
 */
export function defaultAuthor(
  reviewer: SessionSnapshot,
  sessions: readonly SessionSnapshot[],
  shownId: string | null,
): string {
  const others = sessions.filter((s) => s.id !== reviewer.id);
  const near = others.filter((s) => sameProject(s.cwd, reviewer.cwd));
  const shown = (pool: readonly SessionSnapshot[]) => pool.find((s) => s.id === shownId)?.id;
  const agent = near.find(canReview) ?? near[0];
  return shown(near) ?? agent?.id ?? shown(others) ?? others[0]?.id ?? '';
}

function lastReviewerAmong(
  pool: readonly SessionSnapshot[],
  reviews: readonly AgentReview[],
): string | undefined {
  return reviews.findLast((r) => pool.some((s) => s.id === r.reviewerSessionId))?.reviewerSessionId;
}
