import { useEffect, useRef, useState } from 'react';
import type { DiffChoice } from '../model/diffChoice';
import type { ReviewTab } from './ReviewTabs';

/**
 * What a person chose to see in a Review Panel: a round's diff or the diff as
 * it is now (for the review it was chosen under: a new review starts on its
 * latest round again), and the tab.
 */
export interface PanelView {
  readonly picked: { readonly reviewId: string | null; readonly choice: DiffChoice } | null;
  readonly tab: ReviewTab;
}

const UNCHOSEN: PanelView = { picked: null, tab: 'changes' };

const KEY = 'parley.reviewPanel.views';
/** The panels remembered, the ones chosen in last: enough for any window's sessions. */
const KEPT = 50;

/**
 * The view chosen in a panel (`panel`: an author session's, or a stored
 * review's), kept per tab as the session shown is: a switch to another
 * session and back, or a reload, shows what was chosen, not the latest round.
 */
export function usePanelView(
  panel: string,
): [PanelView, (change: (view: PanelView) => PanelView) => void] {
  const [view, setView] = useState(() => loadPanelView(tabStorage(), panel));
  // Only a choice is remembered: a panel merely opened leaves the others' where they were.
  const opened = useRef(view);
  useEffect(() => {
    if (view !== opened.current) savePanelView(tabStorage(), panel, view);
  }, [panel, view]);
  return [view, setView];
}

/** The tab's storage; null where the page may not have it (a sandboxed page). */
function tabStorage(): ViewStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** What of Web Storage the views are kept in. */
export type ViewStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function loadPanelView(storage: ViewStorage | null, panel: string): PanelView {
  return readViews(storage)[panel] ?? UNCHOSEN;
}

export function savePanelView(storage: ViewStorage | null, panel: string, view: PanelView): void {
  const views = readViews(storage);
  delete views[panel];
  const kept = Object.entries(views).slice(-(KEPT - 1));
  try {
    storage?.setItem(KEY, JSON.stringify(Object.fromEntries([...kept, [panel, view]])));
  } catch {
    // Storage refused or full: the view lasts as long as the panel.
  }
}

function readViews(storage: ViewStorage | null): Record<string, PanelView> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage?.getItem(KEY) ?? '{}');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null) return {};
  // What another version, or a hand, left there is dropped rather than shown.
  return Object.fromEntries(
    Object.entries(parsed).filter((entry): entry is [string, PanelView] => isPanelView(entry[1])),
  );
}

function isPanelView(value: unknown): value is PanelView {
  if (typeof value !== 'object' || value === null) return false;
  const { picked, tab } = value as Record<string, unknown>;
  if (tab !== 'changes' && tab !== 'conversation') return false;
  if (picked === null) return true;
  if (typeof picked !== 'object') return false;
  const { reviewId, choice } = picked as Record<string, unknown>;
  return (reviewId === null || typeof reviewId === 'string') && isDiffChoice(choice);
}

function isDiffChoice(value: unknown): value is DiffChoice {
  if (typeof value !== 'object' || value === null) return false;
  const choice = value as Record<string, unknown>;
  if (choice.kind === 'now') return true;
  return (
    choice.kind === 'round' &&
    Number.isInteger(choice.round) &&
    typeof choice.sinceLast === 'boolean'
  );
}
