/** Ctrl+Shift+G (Cmd+Shift+G on macOS) opens and closes the Review Panel, as in VS Code's source control. */
export function isReviewPanelShortcut(event: KeyboardEvent): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    event.shiftKey &&
    !event.altKey &&
    event.key.toLowerCase() === 'g'
  );
}

export const REVIEW_PANEL_SHORTCUT = 'Ctrl+Shift+G';
