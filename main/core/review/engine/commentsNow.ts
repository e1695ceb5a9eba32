import type {
  AgentReview,
  CommentPlace,
  CommentsNow,
  HumanComment,
  PersonPlace,
  ReviewComment,
  ReviewRound,
} from '../../../../shared/contract';
import type { CapturedDiff } from '../../../../shared/contract/diff';
import { CoreError } from '../../api';
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
 * The working tree is read once for all of them.
 */
export async function commentsNow(review: AgentReview, snapshots: Snapshots): Promise<CommentsNow> {
  const round = review.rounds.at(-1);
  const roundRef = round && round.reviewComments.length > 0 ? round.snapshotRef : undefined;
  const followed = (review.humanComments ?? []).filter((c) => c.treeRef !== undefined);
  const refs = [...(roundRef ? [roundRef] : []), ...followed.map((c) => c.treeRef!)];
  // A pull request's diff is no working tree: nothing on it moves.
  const fixes =
    review.diffSource.kind === 'pr'
      ? new Map<string, FixChanges>()
      : await changesEach(refs, (unique) => snapshots.diffsSince(review.workspace, unique));
  return {
    round: round?.roundNumber ?? null,
    places: round
      ? roundPlaces(round, roundRef === undefined ? undefined : fixes.get(roundRef))
      : [],
    people: personPlaces(followed, fixes),
  };
}

/**
 * Where a person's comments made before any review of the work in
 * `workspace` (see DraftComments) stand in its working tree now.
 */
export async function draftsNow(
  workspace: string,
  drafts: readonly HumanComment[],
  snapshots: Snapshots,
): Promise<PersonPlace[]> {
  const followed = drafts.filter((c) => c.treeRef !== undefined);
  const fixes = await changesEach(
    followed.map((c) => c.treeRef!),
    (unique) => snapshots.diffsSince(workspace, unique),
  );
  return personPlaces(followed, fixes);
}

/**
 * Where people's comments made on other code than round `roundNumber`
 * reviewed (the diff as it was after the round, or before the review) stand
 * on that round's diff: their lines counted in the tree it reviewed, changed
 * where that tree lacks the line (it was written after the round). Comments
 * made on the round's own diff are left out: they stand where they were made.
 */
export async function peopleOnRound(
  review: AgentReview,
  roundNumber: number,
  snapshots: Snapshots,
): Promise<PersonPlace[]> {
  const round = review.rounds.find((r) => r.roundNumber === roundNumber);
  if (!round) throw new CoreError('not-found', `Review ${review.id} has no round ${roundNumber}.`);
  const to = round.snapshotRef;
  if (!to || review.diffSource.kind === 'pr') return [];
  const followed = (review.humanComments ?? []).filter(
    (c) => c.treeRef !== undefined && c.treeRef !== to,
  );
  const fixes = await changesEach(
    followed.map((c) => c.treeRef!),
    (unique) => snapshots.diffsBetween(review.workspace, unique, to),
  );
  return personPlaces(followed, fixes);
}

/** People's comments where the changes since their trees moved them; one whose tree git lost is left out (as made). */
function personPlaces(
  comments: readonly HumanComment[],
  fixes: ReadonlyMap<string, FixChanges>,
): PersonPlace[] {
  return comments.flatMap((comment) => {
    const fix = comment.treeRef === undefined ? undefined : fixes.get(comment.treeRef);
    if (!fix) return [];
    const { file, line } = movedComment(fix, comment);
    const changed = comment.line > 0 && rewritesLines(fix, comment.file, comment.line);
    return [{ commentId: comment.id, file, line, changed }];
  });
}

/** A round's comments where `fix` moved them; as made without it (no snapshot, or one git lost). */
function roundPlaces(round: ReviewRound, fix: FixChanges | undefined): CommentPlace[] {
  return round.reviewComments.map((comment, index) => {
    const { file, line, endLine } = movedComment(fix, comment);
    return {
      index,
      file,
      line,
      ...(endLine === undefined ? {} : { endLine }),
      changed:
        fix !== undefined &&
        comment.line > 0 &&
        rewritesLines(fix, comment.file, comment.line, comment.endLine),
    };
  });
}

/**
 * What changed since each of `refs`, by ref, as `diffsOf` tells for each of a
 * list without repeats (the working tree's changes, or a round's tree's);
 * none for a ref git no longer has.
 */
async function changesEach(
  refs: readonly string[],
  diffsOf: (unique: readonly string[]) => Promise<(CapturedDiff | null)[]>,
): Promise<Map<string, FixChanges>> {
  const unique = [...new Set(refs)];
  if (unique.length === 0) return new Map();
  const diffs = await diffsOf(unique);
  return new Map(
    unique.flatMap((ref, i) => {
      const diff = diffs[i];
      return diff ? [[ref, fixChangesOf(diff)] as const] : [];
    }),
  );
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
