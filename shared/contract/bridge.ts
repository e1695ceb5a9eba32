import type { CommandInput, CommandName, CommandOutput, ParleyEvent } from './table';
import type { Result } from './define';

/**
 * What the Electron preload exposes as `window.parley`: one function per
 * contract command (generated from the contract, no free-form channel), the
 * event stream, and the single capability flag the renderer may know.
 */
export interface ParleyBridge {
  readonly isDesktop: true;
  readonly commands: {
    readonly [K in CommandName]: (input: CommandInput<K>) => Promise<Result<CommandOutput<K>>>;
  };
  onEvent(listener: (event: ParleyEvent) => void): () => void;
  /** Tells the main process the renderer listens, so queued events flow. */
  ready(): void;
}
