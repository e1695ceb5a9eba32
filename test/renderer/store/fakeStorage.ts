import { vi } from 'vitest';

/**
 * A page's localStorage or sessionStorage for a test in Node: a map the test
 * reads and writes, stubbed in as `window`'s. Call it in a beforeEach.
 */
export function fakeStorage(kind: 'localStorage' | 'sessionStorage'): Map<string, string> {
  const saved = new Map<string, string>();
  vi.stubGlobal('window', {
    [kind]: {
      getItem: (key: string) => saved.get(key) ?? null,
      setItem: (key: string, value: string) => saved.set(key, value),
    },
  });
  return saved;
}
