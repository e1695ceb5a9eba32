/** What the loop does before its next phase, given what has been spent. */
export type CeilingVerdict = 'ok' | 'warn' | 'stop';

/** The loop warns once spending (with the next phase) reaches this share of the ceiling. */
export const WARN_SHARE = 0.8;

/** Sums of dollar fractions are not exact (0.1 + 0.2 > 0.3): a rounding error passes nothing. */
const EPSILON = 1e-9;

/**
 * Checked BEFORE a phase: 'stop' when the phase would pass the ceiling (or it
 * is already reached), so the loop pauses instead of overspending; 'warn'
 * from 80% of it; 'ok' otherwise and always without a ceiling.
 */
export function checkCeiling(
  total: number,
  nextEstimate: number,
  ceiling: number | null,
): CeilingVerdict {
  if (ceiling === null) return 'ok';
  const projected = total + nextEstimate;
  if (total >= ceiling - EPSILON || projected > ceiling + EPSILON) return 'stop';
  if (projected >= ceiling * WARN_SHARE - EPSILON) return 'warn';
  return 'ok';
}
