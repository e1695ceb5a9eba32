import { useEffect, useState } from 'react';
import type { AppInfo, ProfileSnapshot } from '../../../shared/contract';
import { useClient, useConnection } from '../api/ClientContext';
import { errorMessage } from '../api/parleyError';

export interface AppBasics {
  readonly info: AppInfo | null;
  readonly profiles: readonly ProfileSnapshot[];
  /** Why they could not be loaded, if they could not. */
  readonly error: string | null;
}

/** What hardly changes: app info and the agent profiles, fetched on every (re)connect. */
export function useAppBasics(): AppBasics {
  const client = useClient();
  const { epoch } = useConnection();
  const [basics, setBasics] = useState<AppBasics>({ info: null, profiles: [], error: null });

  useEffect(() => {
    if (epoch === 0) return;
    let current = true;
    Promise.all([client.call('app:info', {}), client.call('profile:list', {})]).then(
      ([info, profiles]) => current && setBasics({ info, profiles, error: null }),
      (error: unknown) =>
        current && setBasics((previous) => ({ ...previous, error: errorMessage(error) })),
    );
    return () => {
      current = false;
    };
  }, [client, epoch]);

  return basics;
}
