const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 5_000;

/**
 * Exponential backoff with jitter for reconnect attempt `attempt` (0-based):
 * quick when the host only blinked, and at most every few seconds when it is
 * gone, with jitter so many tabs do not knock in step.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(FIRST_DELAY_MS * 2 ** attempt, MAX_DELAY_MS);
  return Math.round(base * (0.8 + 0.4 * random()));
}
