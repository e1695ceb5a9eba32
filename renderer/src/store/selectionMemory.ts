import type { ReviewNavigation } from './appState';

const KEY = 'parley.selectedSession';
const NAVIGATION_KEY = 'parley.reviewNavigation';
const NOWHERE: ReviewNavigation = { showingList: false, pinnedId: null, storedId: null };

/**
 * The session this tab (or window) showed last, so a reload shows it again,
 * with the comment a person was writing there. Kept per tab: two windows may
 * each show their own. A session closed since is simply not found (see
 * selectedSession).
 */
export function loadSelectedSession(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Remembers the session shown when it changed from `before` to `after`. */
export function saveSelectedSession(before: string | null, after: string | null): void {
  if (after === before) return;
  try {
    if (after === null) window.sessionStorage.removeItem(KEY);
    else window.sessionStorage.setItem(KEY, after);
  } catch {
    // Storage refused (a sandboxed page): the selection lasts as long as the page.
  }
}

/**
 * Where this tab was among the reviews (the Reviews list, a review opened
 * from it), so a reload shows an earlier review again, not the latest in its
 * place. A review deleted since is not found (see selectors.ts).
 */
export function loadReviewNavigation(): ReviewNavigation {
  try {
    const saved: unknown = JSON.parse(window.sessionStorage.getItem(NAVIGATION_KEY) ?? 'null');
    return isNavigation(saved) ? saved : NOWHERE;
  } catch {
    return NOWHERE;
  }
}

export function saveReviewNavigation(before: ReviewNavigation, after: ReviewNavigation): void {
  if (after === before) return;
  try {
    window.sessionStorage.setItem(NAVIGATION_KEY, JSON.stringify(after));
  } catch {
    // As for the session shown: it lasts as long as the page.
  }
}

function isNavigation(value: unknown): value is ReviewNavigation {
  if (typeof value !== 'object' || value === null) return false;
  const { showingList, pinnedId, storedId } = value as Record<string, unknown>;
  const id = (v: unknown) => v === null || typeof v === 'string';
  return typeof showingList === 'boolean' && id(pinnedId) && id(storedId);
}
