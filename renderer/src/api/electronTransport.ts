import type { CommandName, ParleyBridge, Result } from '../../../shared/contract';
import type { Transport } from './transport';

declare global {
  interface Window {
    /** Present only in the desktop app, exposed by the preload. */
    readonly parley?: ParleyBridge;
  }
}

type AnyCommand = (input: unknown) => Promise<Result<unknown>>;

/** Electron IPC through the preload's bridge: always connected while the window lives. */
export function electronTransport(bridge: ParleyBridge): Transport {
  return {
    isDesktop: bridge.isDesktop,
    call(name: CommandName, input: unknown) {
      // Each bridge function takes its own command's input; the client typed it by name.
      return (bridge.commands[name] as AnyCommand)(input);
    },
    onEvent(listener) {
      const unsubscribe = bridge.onEvent(listener);
      // Main queues events until the renderer listens.
      bridge.ready();
      return unsubscribe;
    },
    connection: 'connected',
    onConnectionChange: () => () => {},
  };
}
