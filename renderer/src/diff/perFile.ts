/**
 * A lookup by file index that works a file's answer out on its first ask and
 * keeps it: a huge diff pays only for the files the list shows. The cache
 * lives as long as the function, so build a new one (in a `useMemo`) whenever
 * what `compute` reads changes.
 */
export function perFile<T>(compute: (index: number) => T): (index: number) => T {
  const cache = new Map<number, T>();
  return (index) => {
    let hit = cache.get(index);
    if (hit === undefined) {
      hit = compute(index);
      cache.set(index, hit);
    }
    return hit;
  };
}
