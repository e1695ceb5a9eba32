import type { AgentReview } from '../../../../shared/contract';

/**
 * Which review each session is serving: a session serves one running review
 * at a time (as author or reviewer; self-review uses one session for both),
 * so a review whose sessions are taken waits in the queue.
 */
export class SessionClaims {
  private readonly holders = new Map<string, string>();

  /** Recomputes the claims of a review after it changed. */
  update(review: AgentReview): void {
    for (const [session, holder] of this.holders) {
      if (holder === review.id) this.holders.delete(session);
    }
    if (review.status === 'in-progress') {
      this.holders.set(review.authorSessionId, review.id);
      this.holders.set(review.reviewerSessionId, review.id);
    }
  }

  /** True when another review holds the author or the reviewer. */
  busyFor(review: AgentReview): boolean {
    return [review.authorSessionId, review.reviewerSessionId].some((session) => {
      const holder = this.holders.get(session);
      return holder !== undefined && holder !== review.id;
    });
  }
}
