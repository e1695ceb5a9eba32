import type { AgentReview, HumanComment, Severity } from '../../../shared/contract';

/** How a person's comment is labelled where an agent's shows its reviewer and profile. */
export const PERSON_NAME = 'You';
export const PERSON_BADGE = 'Person';

/** The longest comment the core takes (HumanCommentSchema). */
export const MAX_COMMENT_CHARS = 20_000;

export function isSent(comment: HumanComment): boolean {
  return comment.sentInRound !== undefined;
}

/**
 * Where a person's comment stands: already sent, or not yet, as `unsent` says
 * (see unsentCommentText).
 */
export function commentStateText(comment: HumanComment, unsent = WAITS): string {
  return comment.sentInRound === undefined ? unsent : `Sent in round ${comment.sentInRound}`;
}

const WAITS = 'Waits for the next feedback';

/**
 * What a person's comment not sent yet says of itself: it waits for the next
 * feedback (a cancelled review's, for the next review of the work, which
 * carries it), or none will go out: its author session is closed.
 */
export function unsentCommentText(review: AgentReview, authorOpen: boolean): string {
  if (!authorOpen) return 'Not sent: the author session is closed';
  if (review.status === 'cancelled') return 'Waits for the next review of this work';
  return WAITS;
}

/** The comments round `round`'s feedback carried to the author. */
export function commentsSentIn(review: AgentReview, round: number): HumanComment[] {
  return (review.humanComments ?? []).filter((c) => c.sentInRound === round);
}

/** The comments waiting for the next feedback. */
export function unsentComments(review: AgentReview): HumanComment[] {
  return (review.humanComments ?? []).filter((c) => !isSent(c));
}

/** Unsent comments still open (not resolved or dismissed): the next feedback carries them. */
export function waitingComments(review: AgentReview): HumanComment[] {
  return unsentComments(review).filter((c) => c.resolution === undefined);
}

/**
 * What is wrong with a comment's text before it goes to the core, or null. The core
 * checks too; saying it here keeps the person's text in the form.
 */
export function commentTextProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return 'Write a comment first.';
  if (trimmed.length > MAX_COMMENT_CHARS)
    return `A comment can be at most ${MAX_COMMENT_CHARS.toLocaleString('en-US')} characters (this one has ${trimmed.length.toLocaleString('en-US')}).`;
  return null;
}

/** A person's comment as the diff shows it: on the diff as it is now, moved where its code went. */
export type ShownHumanComment = HumanComment & {
  /**
   * Its line is not as it was when it was made: rewritten since (on the diff
   * now), or written after the round shown (on a round's diff, a comment made
   * on later code).
   */
  readonly outdated?: CommentLineChange;
};

/** How the line of a comment shown differs from the one it was made on (see ShownHumanComment). */
export type CommentLineChange = 'rewritten' | 'later';

/** A person's comment as the form hands it over. */
export interface NewComment {
  readonly file: string;
  readonly line: number;
  readonly severity: Severity;
  readonly comment: string;
}

/** Adding and taking back a person's comment; each resolves to the core's refusal, or null. */
export interface HumanCommentActions {
  readonly add: (comment: NewComment) => Promise<string | null>;
  readonly remove: (commentId: string) => Promise<string | null>;
}

/** People's comments on the diff shown, and whether a person can add one there. */
export interface PeopleComments {
  readonly comments: readonly ShownHumanComment[];
  readonly actions: HumanCommentActions;
  readonly canAdd: boolean;
  /**
   * Whose comments being written the diff's forms keep, across a reload: the
   * session's work, or a review's. Absent: kept only while the diff is shown.
   */
  readonly draftScope?: string;
}
