import type {
  AgentReview,
  CommentsNow,
  PersonPlace,
  ReviewComment,
  ReviewRound,
} from '../../../../shared/contract';
import type { Snapshots } from '../../git/snapshots';
import { fixChangesOf, movedComment, rewritesLines, type FixChanges } from '../findings/fixChanges';

/*
 * A round's comments cite the lines of the tree it reviewed, a person's those
 * of the tree it was made on; the author (or a person) has changed it since,
 * so in the working tree as it is now each stands as far away as what was
 * written above it. Without a snapshot, or on a pull request's diff (whose
 * new side is no working tree), they stand where they were made.
 */

/**
 * Where the latest round's comments, and people's comments whose tree is
 * known, stand in the working tree now, and which lines were rewritten since.
 */
export async function commentsNow(review: AgentReview, snapshots: Snapshots): Promise<CommentsNow> {
  const [reviewer, people] = await Promise.all([
    reviewerCommentsNow(review, snapshots),
    peopleNow(review, snapshots),
  ]);
  return { ...reviewer, people };
}

async function reviewerCommentsNow(
  review: AgentReview,
  snapshots: Snapshots,
): Promise<Omit<CommentsNow, 'people'>> {
  const round = review.rounds.at(-1);
  if (!round) return { round: null, places: [] };
  // A snapshot git no longer has (deleted by hand): the comments show where they were made.
  const fix =
    round.reviewComments.length > 0
      ? await changesSince(review, round, snapshots).catch(() => null)
      : null;
  return {
    round: round.roundNumber,
    places: round.reviewComments.map((comment, index) => {
      const { file, line, endLine } = movedComment(fix ?? undefined, comment);
      return {
        index,
        file,
        line,
        ...(endLine === undefined ? {} : { endLine }),
        changed:
          fix !== null &&
          comment.line > 0 &&
          rewritesLines(fix, comment.file, comment.line, comment.endLine),
      };
    }),
  };
}

/**
 * People's comments that keep the tree their lines count in (see
 * HumanComment.treeRef), where they stand now. One whose tree git no longer
 * has is left out: it shows where it was made.
 */
async function peopleNow(review: AgentReview, snapshots: Snapshots): Promise<PersonPlace[]> {
  const followed = (review.humanComments ?? []).filter((c) => c.treeRef !== undefined);
  if (followed.length === 0 || review.diffSource.kind === 'pr') return [];
  const refs = [...new Set(followed.map((c) => c.treeRef!))];
  const diffs = await snapshots.diffsSince(review.workspace, refs);
  const fixes = new Map(refs.map((ref, i) => [ref, diffs[i] && fixChangesOf(diffs[i])]));
  return followed.flatMap((comment) => {
    const fix = fixes.get(comment.treeRef!);
    if (!fix) return [];
    const { file, line } = movedComment(fix, comment);
    const changed = comment.line > 0 && rewritesLines(fix, comment.file, comment.line);
    return [{ commentId: comment.id, file, line, changed }];
  });
}

/**
 * A comment of round `round` on the lines it stands on now; as it was made
 * when the round's snapshot cannot be read (what stands there is checked
 * before anything is written to it anyway).
 */
export async function commentNow(
  review: AgentReview,
  round: number,
  comment: ReviewComment,
  snapshots: Snapshots,
): Promise<ReviewComment> {
  const made = review.rounds.find((r) => r.roundNumber === round);
  if (!made) return comment;
  const fix = await changesSince(review, made, snapshots).catch(() => null);
  return movedComment(fix ?? undefined, comment);
}

/** What changed in the working tree since the round's snapshot; null where its comments do not move. */
async function changesSince(
  review: AgentReview,
  round: ReviewRound,
  snapshots: Snapshots,
): Promise<FixChanges | null> {
  if (!round.snapshotRef || review.diffSource.kind === 'pr') return null;
  return fixChangesOf(await snapshots.diffSince(review.workspace, round.snapshotRef));
}
