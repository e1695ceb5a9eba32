import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useEffectEvent,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { EventName, EventPayload } from '../../../shared/contract';
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

/** Calls `listener` for every `name` event while the component is mounted. */
export function useEvent<K extends EventName>(
  name: K,
  listener: (payload: EventPayload<K>) => void,
): void {
  const client = useClient();
  const onEvent = useEffectEvent(listener);
  useEffect(() => client.on(name, (payload) => onEvent(payload)), [client, name]);
}

export function useConnection(): Connection {
  const client = useClient();
  const subscribe = useCallback(
    (onChange: () => void) => client.onConnectionChange(onChange),
    [client],
  );
  return useSyncExternalStore(subscribe, () => client.connection);
}
