import {
  createContext,
  useCallback,
  useContext,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { Connection, ParleyClient } from './client';

const ClientContext = createContext<ParleyClient | null>(null);

export function ClientProvider({
  client,
  children,
}: {
  client: ParleyClient;
  children: ReactNode;
}) {
  return <ClientContext.Provider value={client}>{children}</ClientContext.Provider>;
}

export function useClient(): ParleyClient {
  const client = useContext(ClientContext);
  if (!client) throw new Error('useClient() needs a <ClientProvider> above it');
  return client;
}

export function useConnection(): Connection {
  const client = useClient();
  const subscribe = useCallback(
    (onChange: () => void) => client.onConnectionChange(onChange),
    [client],
  );
  return useSyncExternalStore(subscribe, () => client.connection);
}
