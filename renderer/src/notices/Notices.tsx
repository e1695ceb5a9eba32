import type { ReactNode } from 'react';
import type { Notice } from '../store/appState';
import { IconButton } from '../ui/IconButton';

/**
 * Errors from actions that have no form to show them in; they stay until
 * dismissed. `children` (other floating notices) stack above them.
 */
export function Notices({
  notices,
  onDismiss,
  children,
}: {
  notices: readonly Notice[];
  onDismiss: (id: number) => void;
  children?: ReactNode;
}) {
  if (notices.length === 0 && !children) return null;
  return (
    <div className="notices">
      {children}
      {notices.map((notice) => (
        <div key={notice.id} className="notice" role="alert">
          <span>{notice.message}</span>
          <IconButton
            icon="close"
            label="Dismiss"
            iconSize={14}
            onClick={() => onDismiss(notice.id)}
          />
        </div>
      ))}
    </div>
  );
}
