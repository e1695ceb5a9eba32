import type { AgentReview } from '../../../../shared/contract';
import { EXIT_FAILURE, EXIT_OK, EXIT_USAGE } from '../command';

/** The loop stopped at the cost ceiling: a person decides whether to spend more. */
export const EXIT_PAUSED = 3;
/** Shells report a process ended by a signal as 128 + its number. */
export const EXIT_SIGNAL: Readonly<Record<string, number>> = { SIGINT: 130, SIGTERM: 143 };

/**
 * `parley review` / `parley demo` exit status: 0 approved; 1 not approved
 * (changes requested, max rounds, needs discussion, stalled); 3 paused at the cost
 * ceiling; 2 for everything else (error, paused for another reason,
 * cancelled, interrupted).
 */
export function exitCodeFor(review: AgentReview): number {
  switch (review.status) {
    case 'approved':
      return EXIT_OK;
    case 'changes-requested':
    case 'max-rounds':
    case 'needs-discussion':
    case 'stalled':
      return EXIT_FAILURE;
    case 'paused':
      return pausedAtCeiling(review) ? EXIT_PAUSED : EXIT_USAGE;
    default:
      return EXIT_USAGE;
  }
}

/** A review paused because the next phase would pass its cost ceiling. */
function pausedAtCeiling(review: AgentReview): boolean {
  return review.pausedFor === 'cost-ceiling';
}
