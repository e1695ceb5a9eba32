import { useConnection } from '../api/ClientContext';

/** Floats over the app (no layout shift) while the connection to Parley is down. */
export function ConnectionBanner() {
  const { state } = useConnection();
  if (state !== 'reconnecting') return null;
  return (
    <div className="connection-banner" role="status">
      <span className="spinner" aria-hidden="true" />
      Disconnected — reconnecting…
    </div>
  );
}
