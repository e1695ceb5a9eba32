import { useEffect, useSyncExternalStore } from 'react';
import type { ThemeChoice } from '../../../shared/contract';

export type Theme = 'light' | 'dark';

/**
 * The last choice the settings held, kept in the page's storage only so the
 * first paint (before the settings arrive) is already in the right theme.
 */
const STORAGE_KEY = 'parley.theme';
const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');
const systemTheme = (): Theme => (darkQuery().matches ? 'dark' : 'light');

function cachedChoice(): ThemeChoice {
  const saved = window.localStorage.getItem(STORAGE_KEY);
  return saved === 'light' || saved === 'dark' ? saved : 'system';
}

export function currentTheme(): Theme {
  const choice = cachedChoice();
  return choice === 'system' ? systemTheme() : choice;
}

/** Sets the theme on <html> so the CSS variables follow; call before the first paint. */
export function applyTheme(theme: Theme = currentTheme()): void {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
}

const listeners = new Set<() => void>();

function remember(choice: ThemeChoice): void {
  // Another tab of this page may have stored the choice already (the storage is shared), and
  // this one still show the last: shown as well as stored, or nothing to do.
  const stored = choice === cachedChoice();
  if (stored && document.documentElement.dataset.theme === currentTheme()) return;
  if (choice === 'system') window.localStorage.removeItem(STORAGE_KEY);
  else window.localStorage.setItem(STORAGE_KEY, choice);
  applyTheme();
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  const query = darkQuery();
  const onSystemChange = () => {
    applyTheme();
    onChange();
  };
  query.addEventListener('change', onSystemChange);
  // Another tab toggled the theme: this one follows at once, not only when the settings say so.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) onSystemChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    query.removeEventListener('change', onSystemChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The theme in use: the settings' choice, or the system's when they follow it. */
export function useThemeInUse(): Theme {
  return useSyncExternalStore(subscribe, currentTheme);
}

/** Follows Settings → theme (`choice`, null until the settings are loaded). */
export function useThemeSetting(choice: ThemeChoice | null): void {
  useEffect(() => {
    if (choice) remember(choice);
  }, [choice]);
}

/**
 * Shows the other theme at once and saves it through `choose`; toggling to
 * what the system shows goes back to following it.
 */
export function toggleTheme(choose: (choice: ThemeChoice) => void): void {
  const next: Theme = currentTheme() === 'dark' ? 'light' : 'dark';
  const nextChoice: ThemeChoice = next === systemTheme() ? 'system' : next;
  // At once on screen; the settings' answer confirms it.
  remember(nextChoice);
  choose(nextChoice);
}
