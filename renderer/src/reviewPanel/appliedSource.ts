import type { AgentReview, DiffSource } from '../../../shared/contract';
import { toDiffSource, type DiffSourceEntry } from '../model/diffSourceEntry';

/**
 * The source "Now" captures: the one applied in this page for this review,
 * else the one the picker remembers for the session (starting a review makes
 * it the review's), else the review's own (started in another window or by
 * the CLI), else the working tree. The picker and the diff always agree.
 */
export function appliedSource(
  pick: { reviewId: string | null; source: DiffSource } | null,
  review: AgentReview | null,
  remembered: DiffSourceEntry | null,
): DiffSource {
  if (pick && pick.reviewId === (review?.id ?? null)) return pick.source;
  const typed = remembered ? toDiffSource(remembered) : null;
  if (typed?.ok) return typed.source;
  return review?.diffSource ?? { kind: 'working-tree' };
}
