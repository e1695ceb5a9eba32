import type { SessionSnapshot } from '../../../shared/contract';
import { statusLabel } from '../model/sessionStatus';

/** A coloured dot plus words, so the status never relies on colour alone. */
export function StatusIndicator({ session }: { session: SessionSnapshot }) {
  const label = statusLabel(session);
  return (
    <span className="status" data-status={session.status} title={label}>
      <span className="status-dot" aria-hidden="true" />
      <span className="status-label">{label}</span>
    </span>
  );
}
