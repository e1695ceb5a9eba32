import type { AgentReview, CommentsNow } from '../../../../shared/contract';
import { fixChangesOf, movedComment, rewritesLines } from '../findings/fixChanges';
import type { ReviewGit } from './ports';

/**
 * Where the latest round's comments stand in the working tree now. A round's
 * comments cite the lines of the tree it reviewed; the author (or a person)
 * has changed it since, so on the diff as it is now each is moved as far as
 * what was written above it, and one whose lines were rewritten says so.
 * Without a snapshot, or on a pull request's diff (whose new side is no
 * working tree), they stay where they were made.
 */
export async function commentsNow(review: AgentReview, git: ReviewGit): Promise<CommentsNow> {
  const round = review.rounds.at(-1);
  if (!round) return { round: null, places: [] };
  const comments = round.reviewComments;
  const asMade = (): CommentsNow => ({
    round: round.roundNumber,
    places: comments.map(({ line, endLine }, index) => ({
      index,
      line,
      ...(endLine === undefined ? {} : { endLine }),
      changed: false,
    })),
  });
  if (!round.snapshotRef || review.diffSource.kind === 'pr' || comments.length === 0) {
    return asMade();
  }
  const fix = fixChangesOf(await git.snapshots.diffSince(review.workspace, round.snapshotRef));
  return {
    round: round.roundNumber,
    places: comments.map((comment, index) => {
      const { line, endLine } = movedComment(fix, comment);
      return {
        index,
        line,
        ...(endLine === undefined ? {} : { endLine }),
        changed:
          comment.line > 0 && rewritesLines(fix, comment.file, comment.line, comment.endLine),
      };
    }),
  };
}
