import { sourceKindLabels, type DiffSourceEntry } from '../model/diffSourceEntry';

const KEY = 'parley.diffSources';

/**
 * The diff source picked for each author's work (by session id), remembered
 * across reloads as the panel's other picks are: a Branch diff against main
 * stays one. What does not read as entries (an older page's, edited by hand)
 * is forgotten.
 */
export function loadSourceEntries(): Readonly<Record<string, DiffSourceEntry>> {
  try {
    const saved: unknown = JSON.parse(window.localStorage.getItem(KEY) ?? '{}');
    if (typeof saved !== 'object' || saved === null) return {};
    return Object.fromEntries(Object.entries(saved).filter(([, entry]) => isEntry(entry)));
  } catch {
    return {};
  }
}

/** Remembers the entries when they changed from `before` to `after`. */
export function saveSourceEntries(
  before: Readonly<Record<string, DiffSourceEntry>>,
  after: Readonly<Record<string, DiffSourceEntry>>,
): void {
  if (after === before) return;
  try {
    window.localStorage.setItem(KEY, JSON.stringify(after));
  } catch {
    // Storage refused or full: the picks last as long as the page.
  }
}

function isEntry(value: unknown): value is DiffSourceEntry {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, base, pr } = value as Record<string, unknown>;
  return (
    typeof kind === 'string' &&
    kind in sourceKindLabels &&
    typeof base === 'string' &&
    typeof pr === 'string'
  );
}
