import type {
  CommandName,
  ParleyEvent,
  Result,
  ServerMessage,
  WireCall,
} from '../../../shared/contract';
import { decodeOutputFrame } from '../../../shared/contract/wire';
import { hostRefusesPage } from './hostRefusal';
import { ParleyError } from './parleyError';
import { reconnectDelay } from './reconnectDelay';
import type { ConnectionState, Transport } from './transport';

interface PendingCall {
  readonly message: WireCall;
  readonly resolve: (result: Result<unknown>) => void;
  readonly reject: (error: ParleyError) => void;
}

/**
 * Browser mode: the contract as JSON over the host's `/ws` WebSocket, session
 * output as binary frames (wire.ts).
 * Reconnects with backoff; a call is sent on the current or next connection,
 * and is rejected with a `disconnected` error if that connection drops first.
 */
export function socketTransport(
  url: string,
  createSocket: (url: string) => WebSocket = (u) => new WebSocket(u),
  refusesPage: (url: string) => Promise<boolean> = hostRefusesPage,
): Transport {
  const eventListeners = new Set<(event: ParleyEvent) => void>();
  const connectionListeners = new Set<(state: ConnectionState) => void>();
  const pending = new Map<number, PendingCall>();
  let state: ConnectionState = 'connecting';
  let socket: WebSocket | null = null;
  let nextId = 1;
  let attempt = 0;

  function setState(next: ConnectionState): void {
    if (next === state) return;
    state = next;
    for (const listener of connectionListeners) listener(next);
  }

  function send(call: PendingCall): void {
    socket?.send(JSON.stringify(call.message));
  }

  function emit(event: ParleyEvent): void {
    for (const listener of eventListeners) listener(event);
  }

  function onOutputFrame(frame: ArrayBuffer): void {
    const output = decodeOutputFrame(new Uint8Array(frame));
    if ('error' in output) {
      console.error(`Parley: ignored ${output.error} from the host`);
      return;
    }
    emit({ name: 'session:did-output', payload: output });
  }

  function onMessage(raw: unknown): void {
    if (raw instanceof ArrayBuffer) {
      onOutputFrame(raw);
      return;
    }
    let message: ServerMessage;
    try {
      message = JSON.parse(String(raw)) as ServerMessage;
    } catch {
      console.error('Parley: ignored a message that is not JSON from the host');
      return;
    }
    if (message.type === 'result') {
      const call = pending.get(message.id);
      pending.delete(message.id);
      call?.resolve(message.result);
    } else if (message.type === 'event') {
      emit(message.event);
    }
  }

  /** `opened`: whether the socket that closed had opened; one that never did may have been refused. */
  function onClosed(opened: boolean): void {
    socket = null;
    for (const [id, call] of pending) {
      pending.delete(id);
      call.reject(
        new ParleyError(
          'disconnected',
          `"${call.message.name}" did not finish: the connection to Parley was lost. Try again once it is back.`,
        ),
      );
    }
    // Once refused, it says so until a connection opens: asking again would only repeat it.
    if (state !== 'refused') setState('reconnecting');
    if (!opened && state !== 'refused') void askWhetherRefused();
    setTimeout(connect, reconnectDelay(attempt++));
  }

  async function askWhetherRefused(): Promise<void> {
    const refused = await refusesPage(url);
    // A connection that opened meanwhile answers the question better.
    if (refused && state === 'reconnecting') setState('refused');
  }

  function connect(): void {
    const ws = createSocket(url);
    // Output frames are read as bytes at once, not through a Blob.
    ws.binaryType = 'arraybuffer';
    socket = ws;
    let opened = false;
    ws.addEventListener('open', () => {
      opened = true;
      attempt = 0;
      for (const call of pending.values()) send(call);
      setState('connected');
    });
    ws.addEventListener('message', (event) => onMessage(event.data));
    // 'close' follows 'error' too, so it alone drives reconnects.
    ws.addEventListener('close', () => onClosed(opened));
  }

  connect();

  return {
    isDesktop: false,
    call(name: CommandName, input: unknown) {
      return new Promise<Result<unknown>>((resolve, reject) => {
        const call: PendingCall = {
          message: { type: 'call', id: nextId++, name, input },
          resolve,
          reject,
        };
        pending.set(call.message.id, call);
        // Not open yet: the 'open' handler sends everything pending.
        if (state === 'connected') send(call);
      });
    },
    onEvent(listener) {
      eventListeners.add(listener);
      return () => eventListeners.delete(listener);
    },
    get connection() {
      return state;
    },
    onConnectionChange(listener) {
      connectionListeners.add(listener);
      return () => connectionListeners.delete(listener);
    },
  };
}
