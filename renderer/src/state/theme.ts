import { useCallback, useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';

const STORAGE_KEY = 'parley.theme';
const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

/** The theme the user picked, or null to follow the system. */
function savedTheme(): Theme | null {
  const saved = window.localStorage.getItem(STORAGE_KEY);
  return saved === 'light' || saved === 'dark' ? saved : null;
}

export function currentTheme(): Theme {
  return savedTheme() ?? (darkQuery().matches ? 'dark' : 'light');
}

/** Sets the theme on <html> so the CSS variables follow; call before the first paint. */
export function applyTheme(theme: Theme = currentTheme()): void {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
}

const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  const query = darkQuery();
  const onSystemChange = () => {
    applyTheme();
    onChange();
  };
  query.addEventListener('change', onSystemChange);
  return () => {
    listeners.delete(onChange);
    query.removeEventListener('change', onSystemChange);
  };
}

/** The theme in use and a toggle that remembers the user's choice. */
export function useTheme(): { theme: Theme; toggle: () => void } {
  const theme = useSyncExternalStore(subscribe, currentTheme);
  const toggle = useCallback(() => {
    const next: Theme = currentTheme() === 'dark' ? 'light' : 'dark';
    window.localStorage.setItem(STORAGE_KEY, next);
    applyTheme(next);
    for (const listener of listeners) listener();
  }, []);
  return { theme, toggle };
}
