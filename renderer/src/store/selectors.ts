import type { AgentReview, SessionSnapshot } from '../../../shared/contract';
import { defaultSourceEntry, type DiffSourceEntry } from '../model/diffSourceEntry';
import type { AppState } from './appState';
import { latestReviewOf } from './reviewsReducer';

/** The session the main area shows when the Reviews list is not shown: the one picked, else the first. */
export function selectedSession(state: AppState): SessionSnapshot | null {
  const { sessions, selectedSessionId } = state;
  return sessions.find((s) => s.id === selectedSessionId) ?? sessions[0] ?? null;
}

/** The review picked in the Reviews list, if it is still known. */
export function pinnedReview(state: AppState): AgentReview | null {
  return state.reviews.find((r) => r.id === state.reviewNav.pinnedId) ?? null;
}

/** The review shown on its own in place of the list, as stored: its author session is closed. */
export function storedReview(state: AppState): AgentReview | null {
  const { showingList, storedId } = state.reviewNav;
  return showingList ? (state.reviews.find((r) => r.id === storedId) ?? null) : null;
}

/** The review an author's panel shows: the one picked in the list when it is of this work, else the latest. */
export function panelReview(state: AppState, authorSessionId: string): AgentReview | null {
  const pinned = pinnedReview(state);
  return pinned?.authorSessionId === authorSessionId
    ? pinned
    : latestReviewOf(state.reviews, authorSessionId);
}

/** What the person sees: a stored review, or the Review Panel's when it is open. */
export function shownReview(state: AppState): AgentReview | null {
  if (state.reviewNav.showingList) return storedReview(state);
  const selected = selectedSession(state);
  return selected && state.panel.open ? panelReview(state, selected.id) : null;
}

/** The diff source picked for an author's work. */
export function sourceEntryOf(state: AppState, authorSessionId: string): DiffSourceEntry {
  return state.sourceEntries[authorSessionId] ?? defaultSourceEntry;
}
