import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useClient } from '../api/ClientContext';
import type { AppState } from './appState';
import { AppStore } from './appStore';
import { createDispatcher, type Dispatcher } from './dispatcher';
import { syncWithApp } from './sync';

interface StoreValue {
  readonly store: AppStore;
  readonly dispatcher: Dispatcher;
}

const StoreContext = createContext<StoreValue | null>(null);

/** The app's store and its dispatcher, kept in step with the app through the client above. */
export function StoreProvider({ children }: { children: ReactNode }) {
  const client = useClient();
  const value = useMemo(() => {
    const store = new AppStore();
    return { store, dispatcher: createDispatcher(client, store) };
  }, [client]);
  useEffect(() => syncWithApp(client, value.store), [client, value]);
  return <StoreContext.Provider value={value}>{children}</StoreContext.Provider>;
}

function useStoreValue(): StoreValue {
  const value = useContext(StoreContext);
  if (!value) throw new Error('The store needs a <StoreProvider> above it');
  return value;
}

/**
 * What `select` reads from the store, read again whenever the store changes.
 * `select` must give the same value for the same state: a part of it, not a
 * new object or array built from it.
 */
export function useAppState<T>(select: (state: AppState) => T): T {
  const { store } = useStoreValue();
  return useSyncExternalStore(store.subscribe, () => select(store.getState()));
}

/** The actions: the only way a component changes what the store holds. */
export function useDispatcher(): Dispatcher {
  return useStoreValue().dispatcher;
}
