import { useCallback, useSyncExternalStore } from 'react';
import type { DiffLayout } from './diffRows';

const KEY = 'parley.diffLayout';
const listeners = new Set<() => void>();

let current: DiffLayout | null = null;

function stored(): DiffLayout {
  try {
    return localStorage.getItem(KEY) === 'split' ? 'split' : 'unified';
  } catch {
    // Storage can be off (private windows, tests without a DOM): unified is the default.
    return 'unified';
  }
}

function read(): DiffLayout {
  current ??= stored();
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Unified or split, remembered on this machine; every diff on the page follows one choice. */
export function useDiffLayout(): [DiffLayout, (layout: DiffLayout) => void] {
  const layout = useSyncExternalStore(subscribe, read, () => 'unified' as const);
  const choose = useCallback((next: DiffLayout) => {
    current = next;
    try {
      localStorage.setItem(KEY, next);
    } catch {
      // Not remembered across restarts; still applied on this page.
    }
    for (const listener of listeners) listener();
  }, []);
  return [layout, choose];
}
