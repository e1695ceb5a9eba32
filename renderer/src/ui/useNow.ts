import { useEffect, useState } from 'react';

/**
 * The time, advancing every `intervalMs` while `ticking`; frozen otherwise, so
 * idle views never re-render. (When ticking starts again it catches up at the
 * first tick; elapsed times never read below zero meanwhile.)
 */
export function useNow(ticking: boolean, intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [ticking, intervalMs]);
  return now;
}
