import type { CoreToHostMessage, HostToCoreMessage } from './protocol';

/**
 * The host's end of the line to a running core process. Electron's
 * utilityProcess and Node's child_process.fork each give one
 * (main/host/electron/utilityCoreProcess.ts, nodeCoreProcess.ts), so the code
 * above them is the same in the app and in tests.
 */
export interface CoreProcessLink {
  post(message: HostToCoreMessage): void;
  onMessage(listener: (message: CoreToHostMessage) => void): () => void;
  /** The process ended, whatever the reason; `code` is null when a signal ended it. */
  onExit(listener: (code: number | null) => void): () => void;
  /** Ends the process: after it answered 'disposed' or 'start-failed', or when it hangs. */
  kill(): void;
}

/** Starts a new core process: once at launch, and again after a crash. */
export type LaunchCoreProcess = () => CoreProcessLink;

/** The core process's end of the line to its host. */
export interface HostLink {
  post(message: CoreToHostMessage): void;
  /**
   * Every message from the host. When the host goes away without a word, the
   * link hands on a 'dispose' itself, so no agent outlives the app.
   */
  onMessage(listener: (message: HostToCoreMessage) => void): void;
}
