import { useEffect, useState } from 'react';
import { useClient, useConnection } from '../api/ClientContext';

/**
 * Counts the changes the core saw in a session's working tree since the
 * panel started following it (null: follow nothing). The core watches only
 * while some client asks, and forgets a client that goes away, so each
 * (re)connect asks again.
 */
export function useTreeChanges(sessionId: string | null): number {
  const client = useClient();
  const { epoch } = useConnection();
  const [changes, setChanges] = useState(0);
  useEffect(() => {
    if (sessionId === null || epoch === 0) return;
    const stop = client.on('diff:did-change', (event) => {
      if (event.sessionId === sessionId) setChanges((n) => n + 1);
    });
    // Not following is not worth an error on screen: Refresh still captures the diff by hand.
    const ignore = () => undefined;
    client.call('diff:watch', { sessionId }).catch(ignore);
    return () => {
      stop();
      client.call('diff:unwatch', { sessionId }).catch(ignore);
    };
  }, [client, sessionId, epoch]);
  return changes;
}
