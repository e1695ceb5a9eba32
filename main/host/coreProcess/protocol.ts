import type { CommandName, ParleyEvent, Result } from '../../../shared/contract';
import type { HostCoreOptions } from '../coreFactory';

/**
 * The messages between a host (Electron main, or a Node process in tests and
 * benchmarks) and the core process it started. Only the contract travels:
 * calls go in and results come back, events are pushed out. Every message is
 * plain data, so Electron's structured clone and Node's IPC carry it alike.
 */

/** What the core process needs to build its core: plain data, nothing that holds a function. */
export type CoreProcessOptions = Omit<HostCoreOptions, 'log'>;

export type HostToCoreMessage =
  /** The first message: build the core with these options. */
  | { readonly type: 'start'; readonly options: CoreProcessOptions }
  | {
      readonly type: 'call';
      readonly id: number;
      readonly name: CommandName;
      readonly input: unknown;
      readonly clientId: string;
    }
  | { readonly type: 'client-gone'; readonly clientId: string }
  /** Stop every process the core started, answer 'disposed', then exit. */
  | { readonly type: 'dispose' };

export type LogLevel = 'info' | 'warn' | 'error';

export type CoreToHostMessage =
  | { readonly type: 'started' }
  | { readonly type: 'start-failed'; readonly message: string }
  | { readonly type: 'result'; readonly id: number; readonly result: Result<unknown> }
  | { readonly type: 'event'; readonly event: ParleyEvent; readonly to?: readonly string[] }
  /** The core's log lines go to the host's one log file: two writers would fight over rotation. */
  | {
      readonly type: 'log';
      readonly level: LogLevel;
      readonly message: string;
      /** The error as text (its stack): an Error object does not survive every channel intact. */
      readonly error?: string;
    }
  | { readonly type: 'disposed' };
