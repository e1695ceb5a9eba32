import { useLayoutEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Rows new on screen draw their text alone first; their colours, changed words
 * and + come a few rows at a time, one batch a frame. A jump through a long
 * diff then never lays out a screenful of highlighted rows in one task (the
 * longest task while scrolling a 54k-line diff), and a slow scroll, which
 * brings a row or two a frame, sees them complete on the next frame.
 */
const BATCH = 12;

const waiting = new Set<() => void>();
let scheduled = false;

function pump() {
  scheduled = false;
  let count = 0;
  for (const upgrade of waiting) {
    waiting.delete(upgrade);
    upgrade();
    if (++count === BATCH) break;
  }
  schedule();
}

function schedule() {
  if (scheduled || waiting.size === 0) return;
  scheduled = true;
  // After the next frame is drawn: each batch gets a frame of its own.
  requestAnimationFrame(() => setTimeout(pump, 0));
}

/** Completes every row waiting for its turn, now: a key pressed on a row needs its + at once. */
export function upgradeNow(): void {
  flushSync(() => {
    for (const upgrade of waiting) upgrade();
  });
  waiting.clear();
}

/**
 * False on a row's first draw, true once its turn came (in mount order, a
 * batch a frame); true from the start when `complete`.
 */
export function useRowUpgrade(complete: boolean): boolean {
  const [full, setFull] = useState(complete);
  useLayoutEffect(() => {
    if (full) return;
    const upgrade = () => setFull(true);
    waiting.add(upgrade);
    schedule();
    return () => {
      waiting.delete(upgrade);
    };
  }, [full]);
  return full;
}
