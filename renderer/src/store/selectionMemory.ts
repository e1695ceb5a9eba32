const KEY = 'parley.selectedSession';

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
