/** Ctrl+F (Cmd+F on macOS) opens the terminal's search instead of reaching the program. */
export function isFindShortcut(event: KeyboardEvent): boolean {
  return (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'f';
}
