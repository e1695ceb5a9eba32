import type {
  AgentReview,
  CommentPlace,
  CommentsNow,
  HumanComment,
  PersonPlace,
  ReviewComment,
} from '../../../shared/contract';
import type { CommentLineChange, ShownHumanComment } from './humanComments';

/** A round's comments as the diff now shows them, and each one's place by the comment shown. */
export interface PlacedComments {
  readonly comments: readonly ReviewComment[];
  readonly places: ReadonlyMap<ReviewComment, CommentPlace>;
}

/**
 * Round `round`'s comments on the lines they stand on now (see
 * review:comments-now), or null when `now` speaks of another round (a new
 * round came since it was asked): then they show where they were made.
 */
export function placedNow(
  review: AgentReview,
  round: number,
  now: CommentsNow | null,
): PlacedComments | null {
  const made = review.rounds.find((r) => r.roundNumber === round)?.reviewComments;
  if (!made || now?.round !== round || now.places.length !== made.length) return null;
  const places = new Map<ReviewComment, CommentPlace>();
  const comments = now.places.map((place) => {
    const comment: ReviewComment = {
      ...made[place.index]!,
      file: place.file,
      line: place.line,
      ...(place.endLine === undefined ? {} : { endLine: place.endLine }),
    };
    places.set(comment, place);
    return comment;
  });
  return { comments, places };
}

/**
 * People's comments on the lines they stand on in the diff shown (`places`:
 * now, from review:comments-now or review:drafts-now; a round's, from
 * review:people-on-round): each whose place is known moves where its code
 * stands there, and is outdated as `change` says where its line is not the
 * one it was made on; the others show as made.
 */
export function placedPeople(
  comments: readonly HumanComment[],
  places: readonly PersonPlace[] | null | undefined,
  change: CommentLineChange = 'rewritten',
): readonly ShownHumanComment[] {
  if (!places || places.length === 0) return comments;
  const byId = new Map(places.map((place) => [place.commentId, place]));
  return comments.map((comment) => {
    const place = byId.get(comment.id);
    if (!place) return comment;
    const moved = { ...comment, file: place.file, line: place.line };
    return place.changed ? { ...moved, outdated: change } : moved;
  });
}
