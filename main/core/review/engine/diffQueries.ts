import type { AgentReview, DiffSource } from '../../../../shared/contract';
import type { CapturedDiff } from '../../../../shared/contract/diff';
import { CoreError } from '../../api';
import { loadRoundDiff } from '../journal/roundDiffs';
import type { ReviewAgent, ReviewGit } from './ports';

/** A round's diff as reviewed, or the author's changes since the round before. */
export async function roundDiff(
  review: AgentReview,
  round: number,
  view: 'reviewed' | 'since-previous',
  where: { readonly git: ReviewGit; readonly dataDir: string },
): Promise<CapturedDiff> {
  if (view === 'reviewed') return loadRoundDiff(where.dataDir, review.id, round);
  if (round < 2) throw new CoreError('bad-input', 'Round 1 has no previous round to compare with.');
  return where.git.snapshots.diff(review.workspace, review.id, round - 1, round);
}

/** What a review of this session's work would look at now. */
export function diffToReview(
  author: ReviewAgent,
  source: DiffSource,
  git: ReviewGit,
): Promise<CapturedDiff> {
  return git.diffs.capture(author.snapshot().cwd, source);
}
