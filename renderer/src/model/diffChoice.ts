import type { AgentReview, HumanComment, ReviewComment } from '../../../shared/contract';

/**
 * Which side of the diff comments cite: the new side for a reviewed diff; the
 * old side when showing what changed since the round the comments belong to
 * (their lines are that round's, now the diff's left-hand side).
 */
export type CommentSide = 'new' | 'old';

/** Which diff the panel shows: the source as it is now, or a round of the review. */
export type DiffChoice =
  | { readonly kind: 'now' }
  | { readonly kind: 'round'; readonly round: number; readonly sinceLast: boolean };

/**
 * What the panel shows when the person has not picked: the latest round
 * (with its comments) once there is one, else the diff as it is now.
 */
export function resolveChoice(choice: DiffChoice | null, review: AgentReview | null): DiffChoice {
  const rounds = review?.rounds ?? [];
  if (choice?.kind === 'now') return choice;
  if (choice?.kind === 'round' && rounds.some((r) => r.roundNumber === choice.round)) {
    return choice.round < 2 ? { ...choice, sinceLast: false } : choice;
  }
  const last = rounds.at(-1);
  return last ? { kind: 'round', round: last.roundNumber, sinceLast: false } : { kind: 'now' };
}

export interface ShownComments {
  readonly comments: readonly ReviewComment[];
  /**
   * People's comments shown with them: those that round's feedback carried,
   * and with the latest round the ones waiting for the next feedback.
   */
  readonly human: readonly HumanComment[];
  /** The round the comments come from; null when there are none to show. */
  readonly round: number | null;
  readonly side: CommentSide;
}

/**
 * The comments that go with a diff: a round's own on its reviewed diff; on
 * "changes since last round", the previous round's, on the lines they were
 * made on (now the old side); on the diff as it is now, the latest round's,
 * and a person's still open from earlier ones: nobody has settled them yet.
 */
export function commentsFor(choice: DiffChoice, review: AgentReview | null): ShownComments {
  const rounds = review?.rounds ?? [];
  const none: ShownComments = {
    comments: [],
    human: humanCommentsOf(review, null),
    round: null,
    side: 'new',
  };
  if (choice.kind === 'now') {
    const last = rounds.at(-1);
    if (!last) return none;
    // An earlier round's still asks something; one settled since this round stays, folded,
    // where the person settled it (as the reviewer's do), until the next round.
    const stillOpen = (review?.humanComments ?? []).filter(
      (c) =>
        c.sentInRound !== undefined &&
        c.sentInRound < last.roundNumber &&
        (!c.resolution || (c.resolvedAt !== undefined && c.resolvedAt >= last.timestamp)),
    );
    return {
      comments: last.reviewComments,
      human: [...stillOpen, ...humanCommentsOf(review, last.roundNumber)],
      round: last.roundNumber,
      side: 'new',
    };
  }
  const number = choice.sinceLast ? choice.round - 1 : choice.round;
  const round = rounds.find((r) => r.roundNumber === number);
  if (!round) return { ...none, human: [] };
  return {
    comments: round.reviewComments,
    human: humanCommentsOf(review, round.roundNumber),
    round: round.roundNumber,
    side: choice.sinceLast ? 'old' : 'new',
  };
}

/**
 * People's comments that belong with round `round` (null: before the first):
 * the ones its feedback carried, and, when it is the latest round, the ones
 * waiting for the next feedback (made on that round's lines).
 */
function humanCommentsOf(review: AgentReview | null, round: number | null): HumanComment[] {
  const latest = review?.rounds.at(-1)?.roundNumber ?? null;
  return (review?.humanComments ?? []).filter((c) =>
    c.sentInRound === undefined ? round === latest : c.sentInRound === round,
  );
}

/**
 * Whether a person can comment on the diff shown: there is a review, during
 * it or after it (a comment after it goes with "One more round"; only a
 * cancelled review takes none), and the diff is the one its waiting comments
 * show on (now, or the latest round as reviewed), so a new comment stays in view.
 */
export function canComment(choice: DiffChoice, review: AgentReview | null): boolean {
  if (!review) return false;
  // On the work as it is now, even after a cancelled review: the next review carries it.
  if (choice.kind === 'now') return true;
  if (review.status === 'cancelled') return false;
  return !choice.sinceLast && choice.round === review.rounds.at(-1)?.roundNumber;
}
