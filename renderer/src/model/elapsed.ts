/** A duration as a clock shows it: "0:07", "12:30", "1:02:03". Negative spans (clock skew) read as zero. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${minutes}:${seconds}`;
}

/** How long something finished took: a clock, but no "0:00" for what took under a second. */
export function formatTook(ms: number): string {
  return ms < 1000 ? 'under 1 s' : formatElapsed(ms);
}

/** How long since an ISO time, at `now`; null when the time is missing or unreadable. */
export function elapsedSince(startedAt: string | undefined, now: number): string | null {
  if (!startedAt) return null;
  const start = Date.parse(startedAt);
  return Number.isNaN(start) ? null : formatElapsed(now - start);
}
