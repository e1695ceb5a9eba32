import type { ReviewStatus } from '../../../shared/contract';

/**
 * The statuses in which a process is driving the review (a phase running or
 * about to). A review left in one of them by a process that is gone was cut
 * short: it shows as interrupted, and can resume.
 */
const RUNNING: ReadonlySet<ReviewStatus> = new Set(['pending', 'queued', 'in-progress']);

export function isRunningStatus(status: ReviewStatus): boolean {
  return RUNNING.has(status);
}
