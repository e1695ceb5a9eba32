import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The whole sidebar over a narrow window, on the native modal <dialog>: focus
 * stays inside, Esc or a click beside it closes it, and focus goes back to the
 * button that opened it.
 */
export function SidebarDrawer({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    const opener = document.activeElement;
    dialog?.showModal();
    return () => {
      dialog?.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialogRef}
      className="sidebar-drawer"
      aria-label="Sidebar"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // The dialog's own box is the backdrop around the sidebar: a click there closes it.
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      {children}
    </dialog>
  );
}
