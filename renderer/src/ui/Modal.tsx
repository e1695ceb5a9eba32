import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

interface ModalProps {
  readonly title: string;
  readonly onClose: () => void;
  /**
   * Where focus goes when what opened the dialog cannot take it back: what the
   * dialog did disabled or removed it (a review started: Request is disabled).
   */
  readonly focusAfter?: () => HTMLElement | null;
  readonly children: ReactNode;
}

/**
 * A modal on the native <dialog>: focus stays inside, Esc closes, and once it
 * is gone (Esc, Cancel or done) focus goes back to what opened it (or to
 * `focusAfter` when that cannot take it), unless something else has taken it
 * (a new session's terminal).
 */
export function Modal({ title, onClose, focusAfter, children }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  // Read while rendering: by the time effects run, a field inside may have taken focus.
  const [opener] = useState(() => document.activeElement);
  const [fallback] = useState(() => focusAfter);

  useEffect(() => {
    const dialog = dialogRef.current;
    dialog?.showModal();
    return () => {
      dialog?.close();
      // The dialog is out of the page by now: focus fell to <body>, or something took it.
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (!lost) return;
      if (opener instanceof HTMLElement && opener.isConnected && !opener.matches(':disabled')) {
        opener.focus();
      } else {
        fallback?.()?.focus();
      }
    };
  }, [opener, fallback]);

  return (
    <dialog
      ref={dialogRef}
      className="modal"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        // Esc: the parent decides (it unmounts us, or keeps us open). Taken here, before the
        // browser's close request, which it lets a page refuse only once per user action.
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        onClose();
      }}
      onCancel={(event) => {
        // Any other close request (Esc taken above): the parent decides, not the browser behind React's back.
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className="modal-title">
        {title}
      </h2>
      {children}
    </dialog>
  );
}
