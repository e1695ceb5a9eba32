import type { AgentReview, DiffSource } from '../../../../shared/contract';
import type { CapturedDiff } from '../../../../shared/contract/diff';
import { CoreError } from '../../api';
import { captured } from '../../git/sources/captured';
import { printedInPieces, type DiffRun, type DiffText } from '../../git/sources/diffRun';
import { loadRoundDiffText } from '../journal/roundDiffs';
import type { ReviewAgent, ReviewGit } from './ports';

type RoundView = 'reviewed' | 'since-previous';
interface Where {
  readonly git: ReviewGit;
  readonly dataDir: string;
}

/** A round's diff as reviewed, or the author's changes since the round before. */
export async function roundDiff(
  review: AgentReview,
  round: number,
  view: RoundView,
  where: Where,
): Promise<CapturedDiff> {
  const { description, raw } = await roundDiffText(review, round, view, where);
  return captured(description, raw);
}

/** The same, to be read page by page: parsed file by file as the viewer reads it. */
export async function roundDiffRun(
  review: AgentReview,
  round: number,
  view: RoundView,
  where: Where,
): Promise<DiffRun> {
  return printedInPieces(await roundDiffText(review, round, view, where));
}

async function roundDiffText(
  review: AgentReview,
  round: number,
  view: RoundView,
  where: Where,
): Promise<DiffText> {
  if (view === 'reviewed') return loadRoundDiffText(where.dataDir, review.id, round);
  if (round < 2) throw new CoreError('bad-input', 'Round 1 has no previous round to compare with.');
  return where.git.snapshots.diffText(review.workspace, review.id, round - 1, round);
}

/** What a review of this session's work would look at now. */
export function diffToReview(
  author: ReviewAgent,
  source: DiffSource,
  git: ReviewGit,
): Promise<CapturedDiff> {
  return git.diffs.capture(author.snapshot().cwd, source);
}
