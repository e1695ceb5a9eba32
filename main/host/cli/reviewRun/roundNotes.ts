import type { AgentReview } from '../../../../shared/contract';
import { NodeGitRunner } from '../../../core/git/gitRunner';
import { NodeCommandRunner } from '../../../core/git/nodeCommandRunner';
import { writeRoundArtifact } from '../../../core/review/artifacts/roundArtifact';

/**
 * Writes the last answered round's markdown note before the command exits.
 * The engine writes round notes in the background and its dispose does not
 * wait for them, so a process that exits as soon as the review settles would
 * lose the final round's note (the summary points the user at it). Writing it
 * again is harmless: the same review gives the same file, written atomically.
 */
export async function flushLastRoundNote(review: AgentReview): Promise<void> {
  const last = review.rounds.findLast((r) => r.verdict !== null || r.reviewComments.length > 0);
  if (!last) return;
  try {
    await writeRoundArtifact(review, last.roundNumber, new NodeGitRunner(new NodeCommandRunner()));
  } catch {
    // A note that cannot be written (a read-only workspace) changes nothing of the review.
  }
}
