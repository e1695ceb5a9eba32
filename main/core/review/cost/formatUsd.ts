/** "$0.0123" under a dollar (small phases must not all read $0.01), "$12.50" above. */
export function formatUsd(usd: number): string {
  return `$${usd.toFixed(usd !== 0 && Math.abs(usd) < 1 ? 4 : 2)}`;
}
