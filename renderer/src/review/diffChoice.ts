import type { AgentReview, ReviewComment } from '../../../shared/contract';
import type { CommentSide } from '../diff/commentPlacement';

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
  /** The round the comments come from; null when there are none to show. */
  readonly round: number | null;
  readonly side: CommentSide;
}

/**
 * The comments that go with a diff: a round's own on its reviewed diff; on
 * "changes since last round", the previous round's, on the lines they were
 * made on (now the old side); on the diff as it is now, the latest round's.
 */
export function commentsFor(choice: DiffChoice, review: AgentReview | null): ShownComments {
  const rounds = review?.rounds ?? [];
  const none: ShownComments = { comments: [], round: null, side: 'new' };
  if (choice.kind === 'now') {
    const last = rounds.at(-1);
    return last ? { comments: last.reviewComments, round: last.roundNumber, side: 'new' } : none;
  }
  const number = choice.sinceLast ? choice.round - 1 : choice.round;
  const round = rounds.find((r) => r.roundNumber === number);
  if (!round) return none;
  return {
    comments: round.reviewComments,
    round: round.roundNumber,
    side: choice.sinceLast ? 'old' : 'new',
  };
}
