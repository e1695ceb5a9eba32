/**
 * A per-file lookup worked out at most once per file: `compute(index)` runs on
 * a file's first ask and its answer is kept. Build a new one (in a `useMemo`)
 * whenever what `compute` reads changes.
 */
export function perFile<T>(compute: (index: number) => T): (index: number) => T {
  const cache = new Map<number, T>();
  return (index) => {
    if (cache.has(index)) return cache.get(index) as T;
    const hit = compute(index);
    cache.set(index, hit);
    return hit;
  };
}
