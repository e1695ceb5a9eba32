/**
 * In the terminal, Tab and Shift+Tab belong to the program (shell completion,
 * Claude Code's modes), and Escape too (it interrupts an agent), so the
 * keyboard leaves by a chord no program reads: Ctrl+Tab moves focus to the
 * next part of the window, Ctrl+Shift+Tab to the previous one. The program
 * sees neither.
 */
export function leaveDirection(event: KeyboardEvent): 'next' | 'previous' | null {
  if (event.type !== 'keydown' || event.key !== 'Tab') return null;
  if (!event.ctrlKey || event.altKey || event.metaKey) return null;
  return event.shiftKey ? 'previous' : 'next';
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
