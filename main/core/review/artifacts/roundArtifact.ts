import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { AgentReview } from '../../../../shared/contract';
import { CoreError } from '../../api';
import type { GitRunner } from '../../git/gitRunner';
import { ensureParleyExcluded } from '../../git/parleyExclude';
import { writeFileAtomic } from '../../store/atomicFile';
import { assertReviewId } from '../journal/reviewFiles';
import { renderRoundMarkdown } from './roundMarkdown';

/** `<workspace>/.parley/reviews/<reviewId>/round-<n>.md` */
export function roundArtifactFile(workspace: string, reviewId: string, round: number): string {
  assertReviewId(reviewId);
  return path.join(workspace, '.parley', 'reviews', reviewId, `round-${round}.md`);
}

/** Deletes a review's round notes, `<workspace>/.parley/reviews/<reviewId>/`. */
export async function removeRoundArtifacts(workspace: string, reviewId: string): Promise<void> {
  assertReviewId(reviewId);
  await rm(path.join(workspace, '.parley', 'reviews', reviewId), { recursive: true, force: true });
}

/**
 * Writes (or rewrites, once the author has answered) a round's markdown in
 * the review's workspace, atomically, after making sure git ignores
 * `.parley/` so the artifacts never show up in the diff under review.
 * Answers the file's path.
 */
export async function writeRoundArtifact(
  review: AgentReview,
  roundNumber: number,
  git: GitRunner,
): Promise<string> {
  const round = review.rounds.find((r) => r.roundNumber === roundNumber);
  if (!round) {
    throw new CoreError('not-found', `Review ${review.id} has no round ${roundNumber}.`);
  }
  await excludeFromGit(git, review.workspace);
  const file = roundArtifactFile(review.workspace, review.id, roundNumber);
  writeFileAtomic(file, renderRoundMarkdown(review, round));
  return file;
}

async function excludeFromGit(git: GitRunner, workspace: string): Promise<void> {
  try {
    await ensureParleyExcluded(git, workspace);
  } catch (error) {
    // A workspace outside git has nothing to exclude the folder from.
    if (!(error instanceof CoreError && error.code === 'bad-input')) throw error;
  }
}
