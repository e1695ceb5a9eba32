import type {
  CommandInput,
  CommandName,
  CommandOutput,
  EventName,
  EventPayload,
  ParleyEvent,
} from '../../../shared/contract';
import { ParleyError } from './parleyError';
import type { ConnectionState, Transport } from './transport';

/** The renderer's only door to the app, typed by the contract. */
export interface ParleyClient {
  readonly isDesktop: boolean;
  /** Resolves with the command's output; throws a ParleyError when it fails. */
  call<K extends CommandName>(name: K, input: CommandInput<K>): Promise<CommandOutput<K>>;
  /** Listens to one event; returns the function that stops listening. */
  on<K extends EventName>(name: K, listener: (payload: EventPayload<K>) => void): () => void;
  /** Replaced by a new object whenever the connection changes. */
  readonly connection: Connection;
  onConnectionChange(listener: () => void): () => void;
}

export interface Connection {
  readonly state: ConnectionState;
  /** Goes up every time the connection (re)opens: what was fetched before may be stale. */
  readonly epoch: number;
}

type AnyListener = (payload: unknown) => void;

export function createClient(transport: Transport): ParleyClient {
  const listeners = new Map<EventName, Set<AnyListener>>();
  // One subscription to the transport, fanned out by event name.
  transport.onEvent((event: ParleyEvent) => {
    for (const listener of listeners.get(event.name) ?? []) listener(event.payload);
  });

  let connection: Connection = {
    state: transport.connection,
    epoch: transport.connection === 'connected' ? 1 : 0,
  };
  const connectionListeners = new Set<() => void>();
  transport.onConnectionChange((state) => {
    const epoch = state === 'connected' ? connection.epoch + 1 : connection.epoch;
    connection = { state, epoch };
    for (const listener of connectionListeners) listener();
  });

  return {
    isDesktop: transport.isDesktop,
    async call(name, input) {
      const result = await transport.call(name, input);
      if (!result.ok) throw new ParleyError(result.error.code, result.error.message);
      // The host validated this against the contract's output schema for `name`.
      return result.data as CommandOutput<typeof name>;
    },
    on(name, listener) {
      const set = listeners.get(name) ?? new Set<AnyListener>();
      listeners.set(name, set);
      const anyListener = listener as AnyListener;
      set.add(anyListener);
      return () => set.delete(anyListener);
    },
    get connection() {
      return connection;
    },
    onConnectionChange(listener) {
      connectionListeners.add(listener);
      return () => connectionListeners.delete(listener);
    },
  };
}
