import type { z } from 'zod';
import type { CommandName, CommandOutput, Commands, ParleyEvent } from '../../shared/contract';

/** Who is calling: hosts give every connected client (window, WebSocket) its own id. */
export interface CallContext {
  readonly clientId: string;
}

/** The core's answer to every command of the contract. Inputs arrive already validated. */
export type CommandHandlers = {
  [K in CommandName]: (
    input: z.infer<Commands[K]['input']>,
    ctx: CallContext,
  ) => Promise<CommandOutput<K>>;
};

/** An error the core expects and the hosts pass on to the caller as `{ok:false, error}`. */
export class CoreError extends Error {
  constructor(
    readonly code: 'not-found' | 'conflict' | 'failed' | 'bad-input',
    message: string,
  ) {
    super(message);
    this.name = 'CoreError';
  }
}

/** What every host (Electron IPC, WebSocket server, command line) sees of the core. */
export interface ParleyCore {
  readonly handlers: CommandHandlers;
  /**
   * Every event, and who it is for: `to` lists the client ids that get it (a
   * session's output goes only to the viewers that keep up); absent, every client.
   */
  onEvent(listener: (event: ParleyEvent, to?: readonly string[]) => void): () => void;
  /** A client went away (window closed, socket dropped): release what it held. */
  clientGone(clientId: string): void;
  /** Stops every process the core started. */
  dispose(): Promise<void>;
}
