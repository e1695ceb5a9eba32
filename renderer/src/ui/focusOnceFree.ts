/**
 * Focuses now, or, while a modal dialog is open, once it has closed: the page
 * behind a modal is inert and takes no focus. A new session's terminal
 * mounts while the New session dialog that made it is still closing; asked
 * then, its focus would be lost, and the dialog would hand the keyboard back
 * to the button that opened it. The dialog's close event comes after that
 * hand-back, so the terminal gets it. Answers a function that stops waiting.
 */
export function focusOnceFree(focus: () => void): () => void {
  const dialog = document.querySelector<HTMLDialogElement>('dialog[open]');
  if (!dialog) {
    focus();
    return () => undefined;
  }
  dialog.addEventListener('close', focus, { once: true });
  return () => dialog.removeEventListener('close', focus);
}
