import { useConnection } from '../api/ClientContext';

/** Floats over the app (no layout shift) while the connection to Parley is down. */
export function ConnectionBanner() {
  const { state } = useConnection();
  if (state === 'refused') {
    return (
      <div className="connection-banner refused" role="alert">
        <span>
          Parley restarted with a new token, so this page can no longer reach it (what it shows may
          be out of date). Open the address <code>parley serve</code> printed.
        </span>
      </div>
    );
  }
  if (state !== 'reconnecting') return null;
  return (
    <div className="connection-banner" role="status">
      <span className="spinner" aria-hidden="true" />
      Disconnected — reconnecting…
    </div>
  );
}
