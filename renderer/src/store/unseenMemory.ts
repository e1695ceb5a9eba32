const KEY = 'parley.unseenAlerts';

/**
 * The alerts (by key, see reviewAlerts.ts) the person had not looked at,
 * remembered across reloads: a review that ended while they were away is
 * still counted in the title and marked in the list after one. Keys of
 * reviews gone since are dropped as the alerts are read.
 */
export function loadUnseenAlertKeys(): ReadonlySet<string> {
  try {
    const saved: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '[]');
    return new Set(Array.isArray(saved) ? saved.filter((key) => typeof key === 'string') : []);
  } catch {
    return new Set();
  }
}

export function saveUnseenAlertKeys(keys: readonly string[]): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(keys));
  } catch {
    // Storage refused or full: the count lasts as long as the page.
  }
}
