import type { CommandName, ParleyEvent, Result } from '../../../shared/contract';
import type { Logger } from '../../core/log/logger';
import type { CoreProcessLink } from './links';
import type { CoreProcessOptions, CoreToHostMessage } from './protocol';

/** A core that does not say 'started' within this is taken for hung (it starts in well under a second). */
export const START_TIMEOUT_MS = 30_000;
/** How long a core gets to stop its sessions when asked before its process is killed. */
export const STOP_TIMEOUT_MS = 15_000;

export interface ConnectionListeners {
  readonly onEvent: (event: ParleyEvent, to?: readonly string[]) => void;
  /** The process ended without being asked to; every call still waiting was answered already. */
  readonly onCrash: (exitCode: number | null) => void;
}

interface PendingCall {
  readonly name: CommandName;
  readonly settle: (result: Result<unknown>) => void;
}

/**
 * One running core process, seen from the host: calls matched to their
 * results by id, events and log lines passed on, and an exit that answers
 * every call still waiting with an error instead of leaving it hanging.
 */
export class CoreProcessConnection {
  private readonly pending = new Map<number, PendingCall>();
  private nextId = 1;
  private exited = false;
  private stopping = false;
  private onStopped: (() => void) | null = null;

  private constructor(
    private readonly link: CoreProcessLink,
    private readonly log: Logger,
    private readonly listeners: ConnectionListeners,
  ) {}

  /** Starts the core in the process behind the link; rejects with its reason when it cannot. */
  static open(
    link: CoreProcessLink,
    options: CoreProcessOptions,
    log: Logger,
    listeners: ConnectionListeners,
  ): Promise<CoreProcessConnection> {
    const connection = new CoreProcessConnection(link, log, listeners);
    return new Promise((resolve, reject) => {
      const fail = (reason: string) => {
        clearTimeout(timer);
        stopWaiting();
        link.kill();
        reject(new Error(`Parley's core process could not start: ${reason}`));
      };
      const timer = setTimeout(
        () => fail(`it did not answer within ${START_TIMEOUT_MS / 1000} s`),
        START_TIMEOUT_MS,
      );
      const stopWaiting = link.onMessage((message) => {
        if (message.type === 'start-failed') fail(message.message);
        if (message.type !== 'started') return;
        clearTimeout(timer);
        stopWaiting();
        resolve(connection);
      });
      connection.listen(() => fail(`it exited while starting`));
      link.post({ type: 'start', options });
    });
  }

  call(name: CommandName, input: unknown, clientId: string): Promise<Result<unknown>> {
    if (this.exited) return Promise.resolve(stoppedBefore(name));
    const id = this.nextId++;
    return new Promise((settle) => {
      this.pending.set(id, { name, settle });
      this.link.post({ type: 'call', id, name, input, clientId });
    });
  }

  clientGone(clientId: string): void {
    if (!this.exited) this.link.post({ type: 'client-gone', clientId });
  }

  /** Asks the core to stop every process it started, then ends the core process. */
  async stop(): Promise<void> {
    if (this.exited) return;
    this.stopping = true;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, STOP_TIMEOUT_MS);
      this.onStopped = () => {
        clearTimeout(timer);
        resolve();
      };
      this.link.post({ type: 'dispose' });
    });
    this.link.kill();
  }

  private listen(exitedWhileStarting: () => void): void {
    let started = false;
    this.link.onMessage((message) => {
      if (message.type === 'started') started = true;
      this.receive(message);
    });
    this.link.onExit((code) => {
      this.exited = true;
      for (const call of this.pending.values()) call.settle(stoppedBefore(call.name, code));
      this.pending.clear();
      if (this.stopping) this.onStopped?.();
      else if (!started) exitedWhileStarting();
      else this.listeners.onCrash(code);
    });
  }

  private receive(message: CoreToHostMessage): void {
    switch (message.type) {
      case 'result': {
        const call = this.pending.get(message.id);
        this.pending.delete(message.id);
        call?.settle(message.result);
        return;
      }
      case 'event':
        this.listeners.onEvent(message.event, message.to);
        return;
      case 'log':
        if (message.level === 'info') this.log.info(message.message);
        else this.log[message.level](message.message, message.error);
        return;
      case 'disposed':
        this.onStopped?.();
        return;
      case 'started':
      case 'start-failed':
        // Handled while opening.
        return;
    }
  }
}

function stoppedBefore(name: CommandName, code?: number | null): Result<never> {
  const how =
    code === undefined ? '' : code === null ? ' (killed by a signal)' : ` (exit code ${code})`;
  return {
    ok: false,
    error: {
      code: 'failed',
      message: `Parley's core process stopped${how} before it answered ${name}.`,
    },
  };
}
