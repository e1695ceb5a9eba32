import { Icon } from './Icon';
export interface Notice {
  readonly id: number;
  readonly message: string;
}

/** Errors from actions that have no form to show them in; they stay until dismissed. */
export function Notices({
  notices,
  onDismiss,
}: {
  notices: readonly Notice[];
  onDismiss: (id: number) => void;
}) {
  if (notices.length === 0) return null;
  return (
    <div className="notices">
      {notices.map((notice) => (
        <div key={notice.id} className="notice" role="alert">
          <span>{notice.message}</span>
          <button
            type="button"
            className="icon-button"
            aria-label="Dismiss"
            onClick={() => onDismiss(notice.id)}
          >
            <Icon name="close" size={14} />
          </button>
        </div>
      ))}
    </div>
  );
}
