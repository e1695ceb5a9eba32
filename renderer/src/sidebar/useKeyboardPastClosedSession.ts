import { useEffect, useRef, type RefObject } from 'react';
import type { SessionSnapshot } from '../../../shared/contract';

/**
 * A session closed while the keyboard was on its row (or its confirm dialog,
 * which gives the keyboard back to that row) leaves it nowhere: it goes to the
 * session that took the row's place, else to New session.
 */
export function useKeyboardPastClosedSession(
  sessions: readonly SessionSnapshot[],
  list: RefObject<HTMLUListElement | null>,
  newSession: RefObject<HTMLButtonElement | null>,
): void {
  const shownIds = useRef(sessions.map((s) => s.id));
  useEffect(() => {
    const before = shownIds.current;
    shownIds.current = sessions.map((s) => s.id);
    const gone = before.findIndex((id) => !shownIds.current.includes(id));
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (gone < 0 || !lost) return;
    const rows = list.current?.querySelectorAll<HTMLElement>('.session-select') ?? [];
    (rows[Math.min(gone, rows.length - 1)] ?? newSession.current)?.focus();
  }, [sessions, list, newSession]);
}
