import { useEffect, useState } from 'react';
import type * as DiffViewModule from './DiffView';

type Module = typeof DiffViewModule;

let loaded: Module | null = null;
let loading: Promise<Module> | null = null;

/**
 * The diff view's code: a chunk of its own, fetched the first time a diff is
 * about to show rather than with the window.
 */
export function loadDiffView(): Promise<Module> {
  loading ??= import('./DiffView').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // A later mount tries again (the server may have been restarting).
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The diff view's module once loaded (null while it loads), or why it could
 * not load. Unlike React.lazy, a module already there renders at once:
 * Suspense holds a fallback it has shown for up to 300 ms before revealing.
 */
export function useDiffViewModule(): { module: Module | null; error: string | null } {
  const [module, setModule] = useState(loaded);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (module) return;
    let current = true;
    loadDiffView().then(
      (loadedModule) => current && setModule(loadedModule),
      (reason: unknown) => current && setError(String(reason)),
    );
    return () => {
      current = false;
    };
  }, [module]);
  return { module, error };
}
