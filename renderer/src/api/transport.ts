import type { CommandName, ParleyEvent, Result } from '../../../shared/contract';

/**
 * Whether the app behind the transport can be reached right now. 'refused':
 * it answers but refuses this page (browser mode, `parley serve` started
 * again with a new token); reconnecting goes on, in case the token is the same again.
 */
export type ConnectionState = 'connecting' | 'connected' | 'reconnecting' | 'refused';

/**
 * How the client reaches the app: Electron IPC or the browser-mode WebSocket.
 * Only `isDesktop` tells them apart to the rest of the renderer.
 */
export interface Transport {
  readonly isDesktop: boolean;
  /** Answers with the command's Result; rejects only when the connection fails. */
  call(name: CommandName, input: unknown): Promise<Result<unknown>>;
  onEvent(listener: (event: ParleyEvent) => void): () => void;
  readonly connection: ConnectionState;
  onConnectionChange(listener: (state: ConnectionState) => void): () => void;
}
