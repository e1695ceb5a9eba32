/**
 * What a form shows when the values it was opened on (`base`) changed
 * elsewhere since (`theirs`, another window's save): the person's edits
 * (`mine`, where it differs from `base`) over the values saved since, field
 * by field through nested objects. Saving that keeps both; saving `mine`
 * whole would undo the other window's save, field for field.
 */
export function mergeEdits<T>(base: T, mine: T, theirs: T): T {
  if (isRecord(base) && isRecord(mine) && isRecord(theirs)) {
    const keys = new Set([...Object.keys(mine), ...Object.keys(theirs)]);
    const merged = [...keys].map((key) => [key, mergeEdits(base[key], mine[key], theirs[key])]);
    return Object.fromEntries(merged) as T;
  }
  return JSON.stringify(mine) === JSON.stringify(base) ? theirs : mine;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
