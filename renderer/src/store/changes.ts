import type { AgentReview, HumanComment } from '../../../shared/contract';
import type { AppState, ReviewNavigation } from './appState';
import { clampPanelWidth } from './panelLayout';
import { reviewsReducer } from './reviewsReducer';
import { sessionsReducer, type SessionsAction } from './sessionsReducer';

/*
 * The store's changes, as pure functions of the state: each gives the next
 * state, or the same object when nothing changed. The dispatcher and the sync
 * with the app apply them; tests can call them alone.
 */

/** A review as a command or an event answered it; an older copy never wins. */
export function withReview(state: AppState, review: AgentReview): AppState {
  const reviews = reviewsReducer(state.reviews, { type: 'changed', review });
  return reviews === state.reviews ? state : { ...state, reviews };
}

/** A review deleted (by this window or another): every view of it falls back as if it never was. */
export function withoutReview(state: AppState, id: string): AppState {
  const reviews = reviewsReducer(state.reviews, { type: 'deleted', id });
  return reviews === state.reviews ? state : { ...state, reviews };
}

export function withSessions(state: AppState, action: SessionsAction): AppState {
  const sessions = sessionsReducer(state.sessions, action);
  if (sessions === state.sessions) return state;
  // The session shown was closed: its neighbour shows (the one after it, else the one before).
  if (action.type === 'closed' && action.id === state.selectedSessionId) {
    const at = state.sessions.findIndex((s) => s.id === action.id);
    const neighbour = sessions[Math.min(at, sessions.length - 1)];
    return { ...state, sessions, selectedSessionId: neighbour?.id ?? null };
  }
  return { ...state, sessions };
}

export function withPreReviewComments(
  state: AppState,
  sessionId: string,
  comments: readonly HumanComment[],
): AppState {
  return { ...state, preReviewComments: { ...state.preReviewComments, [sessionId]: comments } };
}

function withNavigation(state: AppState, change: Partial<ReviewNavigation>): AppState {
  return { ...state, reviewNav: { ...state.reviewNav, ...change } };
}

export const showList = (state: AppState) =>
  withNavigation(state, { showingList: true, storedId: null });

/** Back to the sessions, from the Reviews list or a review shown as stored. */
export const showSessions = (state: AppState) =>
  withNavigation(state, { showingList: false, storedId: null });

/** Shows `review` in its author's Review Panel instead of that work's latest. */
export const pin = (state: AppState, review: AgentReview) =>
  withNavigation(state, { pinnedId: review.id, showingList: false, storedId: null });

/** Each author's panel shows the latest review of its work again. */
export const unpin = (state: AppState) => withNavigation(state, { pinnedId: null });

export const showStored = (state: AppState, review: AgentReview) =>
  withNavigation(state, { storedId: review.id, showingList: true });

export function select(state: AppState, sessionId: string): AppState {
  return { ...state, selectedSessionId: sessionId };
}

/**
 * Shows a session's terminal with its latest review, wherever the person was
 * (the Reviews list, a review shown as stored): what picking it, creating it
 * or starting it for them all lead to.
 */
export function showSession(state: AppState, sessionId: string): AppState {
  return unpin(showSessions(select(state, sessionId)));
}

export function withPanelOpen(state: AppState, open: boolean): AppState {
  return { ...state, panel: { ...state.panel, open } };
}

export function withPanelWidth(state: AppState, width: number): AppState {
  return { ...state, panel: { ...state.panel, width: clampPanelWidth(width) } };
}

/** The author's session shown, with its Review Panel open (on the latest review). */
export function showAuthorPanel(state: AppState, authorSessionId: string): AppState {
  return withPanelOpen(showSession(state, authorSessionId), true);
}
