import type { AgentReview } from '../../../shared/contract';

/** Every review the app knows, oldest first. */
export type ReviewsState = readonly AgentReview[];

export type ReviewsAction =
  | { readonly type: 'loaded'; readonly reviews: readonly AgentReview[] }
  | { readonly type: 'changed'; readonly review: AgentReview }
  | { readonly type: 'deleted'; readonly id: string };

function byCreation(a: AgentReview, b: AgentReview): number {
  return a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
}

export function reviewsReducer(state: ReviewsState, action: ReviewsAction): ReviewsState {
  switch (action.type) {
    case 'loaded':
      return [...action.reviews].sort(byCreation);
    case 'changed': {
      // A command's answer and its event carry the same review; an older copy never wins.
      const known = state.find((r) => r.id === action.review.id);
      if (known && known.updatedAt > action.review.updatedAt) return state;
      const others = state.filter((r) => r.id !== action.review.id);
      return [...others, action.review].sort(byCreation);
    }
    case 'deleted':
      return state.some((r) => r.id === action.id)
        ? state.filter((r) => r.id !== action.id)
        : state;
  }
}

/** The review the author's panel shows: the latest one of that session's work. */
export function latestReviewOf(
  reviews: readonly AgentReview[],
  authorSessionId: string,
): AgentReview | null {
  return reviews.findLast((r) => r.authorSessionId === authorSessionId) ?? null;
}
