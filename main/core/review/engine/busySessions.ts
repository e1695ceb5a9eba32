import type { AgentReview } from '../../../../shared/contract';

/**
 * Which review each session is serving: a session serves one running review
 * at a time (as author or reviewer; self-review uses one session for both),
 * so a review whose sessions are busy waits in the queue.
 */
export class BusySessions {
  private readonly servedBy = new Map<string, string>();

  /** Recomputes the sessions a review keeps busy after it changed. */
  update(review: AgentReview): void {
    for (const [session, reviewId] of this.servedBy) {
      if (reviewId === review.id) this.servedBy.delete(session);
    }
    if (review.status === 'in-progress') {
      this.servedBy.set(review.authorSessionId, review.id);
      this.servedBy.set(review.reviewerSessionId, review.id);
    }
  }

  /** True when another review keeps the author or the reviewer busy. */
  busyFor(review: AgentReview): boolean {
    return [review.authorSessionId, review.reviewerSessionId].some((session) => {
      const reviewId = this.servedBy.get(session);
      return reviewId !== undefined && reviewId !== review.id;
    });
  }
}
