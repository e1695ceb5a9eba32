import type { AgentReview } from '../../shared/contract';
import { pendingReview } from './pendingReview';

/**
 * Reviews stored long ago, as the record files of a data folder, by path:
 * `stored-0000`, `stored-0001`… a minute apart from 1 Jan 2026, each a
 * pendingReview with what `over` gives it.
 */
export function storedReviewFiles(
  count: number,
  over: (index: number) => Partial<AgentReview>,
): Record<string, string> {
  const files: Record<string, string> = {};
  for (let index = 0; index < count; index++) {
    const id = `stored-${String(index).padStart(4, '0')}`;
    const createdAt = new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString();
    const review = pendingReview(createdAt, { id, ...over(index) });
    files[`reviews/${id}/review.json`] = JSON.stringify({ schemaVersion: 1, data: review });
  }
  return files;
}
