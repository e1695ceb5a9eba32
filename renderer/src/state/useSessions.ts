import { useEffect, useReducer, useState } from 'react';
import type { SessionSnapshot } from '../../../shared/contract';
import { useClient, useConnection, useEvent } from '../api/ClientContext';
import { errorMessage } from '../api/parleyError';
import { sessionsReducer, type SessionsAction } from './sessionsReducer';

export interface Sessions {
  readonly sessions: readonly SessionSnapshot[];
  /** Why the list could not be loaded, if it could not. */
  readonly loadError: string | null;
  /** Applies a snapshot a command answered with, ahead of its event. */
  readonly apply: (action: SessionsAction) => void;
}

/** The live list of sessions: loaded on every (re)connect, then kept current by events. */
export function useSessions(): Sessions {
  const client = useClient();
  const { epoch } = useConnection();
  const [sessions, dispatch] = useReducer(sessionsReducer, []);
  const [loadError, setLoadError] = useState<string | null>(null);

  useEvent('session:did-change', (session) => dispatch({ type: 'changed', session }));
  useEvent('session:did-close', ({ id }) => dispatch({ type: 'closed', id }));

  useEffect(() => {
    if (epoch === 0) return;
    let current = true;
    client.call('session:list', {}).then(
      (list) => {
        if (!current) return;
        dispatch({ type: 'loaded', sessions: list });
        setLoadError(null);
      },
      (error: unknown) => current && setLoadError(errorMessage(error)),
    );
    return () => {
      current = false;
    };
  }, [client, epoch]);

  return { sessions, loadError, apply: dispatch };
}
