/**
 * In the terminal, Tab and Shift+Tab belong to the program (shell completion,
 * Claude Code's modes), and Escape too (it interrupts an agent), so the
 * keyboard leaves by a chord no program reads: Ctrl+Tab moves focus to the
 * next part of the window, Ctrl+Shift+Tab to the previous one. Browsers keep
 * Ctrl+Tab for their tabs, so, as in VS Code, Ctrl+M turns on "Tab moves
 * focus": then Tab and Shift+Tab leave the terminal too, until Ctrl+M again.
 * The program sees none of these.
 */
export function leaveDirection(
  event: KeyboardEvent,
  tabMovesFocus: boolean,
): 'next' | 'previous' | null {
  if (event.type !== 'keydown' || event.key !== 'Tab' || event.altKey || event.metaKey) return null;
  if (!event.ctrlKey && !tabMovesFocus) return null;
  return event.shiftKey ? 'previous' : 'next';
}

export const TAB_FOCUS_SHORTCUT = 'Ctrl+M';

/** Ctrl+M, which turns "Tab moves focus" on and off; every event of it, so the program never gets ^M. */
export function isTabFocusShortcut(event: KeyboardEvent): boolean {
  return (
    event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    !event.metaKey &&
    event.key.toLowerCase() === 'm'
  );
}

/** What the terminal's input is called, with how to leave it (screen readers read it on focus). */
export function terminalInputLabel(tabMovesFocus: boolean): string {
  return tabMovesFocus
    ? `Terminal input. Tab moves focus; ${TAB_FOCUS_SHORTCUT} gives Tab back to the terminal`
    : `Terminal input. To leave with Tab, press ${TAB_FOCUS_SHORTCUT} first`;
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), ' +
  'textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focuses the first tabbable element after (or before) `container`, outside it. */
export function moveFocusOutOf(container: HTMLElement, direction: 'next' | 'previous'): void {
  const outside = [...document.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => !container.contains(element) && element.getClientRects().length > 0,
  );
  const follows = (element: HTMLElement) =>
    Boolean(container.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING);
  const target =
    direction === 'next'
      ? (outside.find(follows) ?? outside[0])
      : (outside.findLast((element) => !follows(element)) ?? outside.at(-1));
  target?.focus();
}
