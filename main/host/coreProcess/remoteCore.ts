import { commandNames } from '../../../shared/contract';
import type { CommandName, ParleyEvent } from '../../../shared/contract';
import type { CallContext, CommandHandlers, ParleyCore } from '../../core/api';
import type { Logger } from '../../core/log/logger';
import { silentLogger } from '../../core/log/logger';
import type { CoreFactory, HostCoreOptions } from '../coreFactory';
import { CoreProcessConnection } from './coreProcessConnection';
import type { LaunchCoreProcess } from './links';
import type { CoreProcessOptions } from './protocol';
import { RelayedError } from './relayedError';
import { RestartBudget } from './restartBudget';

type EventListener = (event: ParleyEvent, to?: readonly string[]) => void;
type RemoteCoreState = 'running' | 'restarting' | 'failed' | 'stopped';

/** The client id the relay uses for its own calls (the catch-up after a restart). */
const RELAY_CLIENT_ID = 'core-process-relay';

/**
 * A CoreFactory whose core runs in a process of its own, started by `launch`
 * (Electron's utilityProcess in the app, child_process.fork under Node).
 */
export function coreProcessFactory(
  launch: LaunchCoreProcess,
  restarts: () => RestartBudget = () => new RestartBudget(),
): CoreFactory {
  return (options) => connectCoreProcess(launch, options, restarts());
}

/**
 * Starts the core in its own process and answers it as a ParleyCore, so the
 * hosts' adapters (IPC, WebSocket) relay to it unchanged. Rejects when the
 * first start fails: the app cannot run without its core.
 */
export async function connectCoreProcess(
  launch: LaunchCoreProcess,
  options: HostCoreOptions,
  restarts: RestartBudget = new RestartBudget(),
): Promise<ParleyCore> {
  const { log = silentLogger, ...processOptions } = options;
  const core = new RemoteCore(launch, processOptions, log, restarts);
  await core.start();
  return core;
}

/**
 * The relay's view of the core: every command goes to the core process, every
 * event comes back from it. When the process crashes, each waiting call is
 * answered with an error, the user is told, and a new core process starts
 * from the stores on disk (written atomically, so nothing saved is lost); the
 * windows are then sent every session and review afresh.
 */
class RemoteCore implements ParleyCore {
  readonly handlers: CommandHandlers;
  private readonly listeners = new Set<EventListener>();
  private connection: CoreProcessConnection | null = null;
  private state: RemoteCoreState = 'running';
  private stopped: Promise<void> | undefined;

  constructor(
    private readonly launch: LaunchCoreProcess,
    private readonly options: CoreProcessOptions,
    private readonly log: Logger,
    private readonly restarts: RestartBudget,
  ) {
    // One forwarding function per contract command; each answers what its command answers,
    // which TypeScript cannot follow through a table built from the names.
    this.handlers = Object.fromEntries(
      commandNames.map((name) => [
        name,
        (input: unknown, ctx: CallContext) => this.call(name, input, ctx.clientId),
      ]),
    ) as unknown as CommandHandlers;
  }

  async start(): Promise<void> {
    this.connection = await this.open();
  }

  private open(): Promise<CoreProcessConnection> {
    return CoreProcessConnection.open(this.launch(), this.options, this.log, {
      onEvent: (event, to) => this.emit(event, to),
      onCrash: (code) => void this.recover(code),
    });
  }

  onEvent(listener: EventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  clientGone(clientId: string): void {
    this.connection?.clientGone(clientId);
  }

  dispose(): Promise<void> {
    this.stopped ??= (async () => {
      this.state = 'stopped';
      await this.connection?.stop();
      this.connection = null;
    })();
    return this.stopped;
  }

  private async call(name: CommandName, input: unknown, clientId: string): Promise<unknown> {
    if (this.state !== 'running' || !this.connection) {
      throw new RelayedError({ code: 'failed', message: unavailable[this.state] });
    }
    const result = await this.connection.call(name, input, clientId);
    if (!result.ok) throw new RelayedError(result.error);
    return result.data;
  }

  private async recover(exitCode: number | null): Promise<void> {
    this.connection = null;
    const how = exitCode === null ? 'was killed' : `exited with code ${exitCode}`;
    this.log.error(`Parley: the core process ${how}.`);
    if (!this.restarts.take()) {
      this.state = 'failed';
      this.reportProblem(`Parley's core process ${how} too often to restart it: ${QUIT_AND_START}`);
      return;
    }
    this.state = 'restarting';
    let restarted: CoreProcessConnection;
    try {
      restarted = await this.open();
    } catch (error) {
      this.state = 'failed';
      this.log.error('Parley: restarting the core process failed:', error);
      this.reportProblem(
        `Parley's core process ${how} and could not start again: ${QUIT_AND_START}`,
      );
      return;
    }
    if (this.stopped) {
      // The app quit while the core restarted: stop the new one too.
      await restarted.stop();
      return;
    }
    this.connection = restarted;
    this.state = 'running';
    this.reportProblem(
      `Parley's core process ${how} and was restarted: its sessions stopped (restart them); ` +
        'reviews that were running can be resumed. Nothing saved was lost.',
    );
    await this.announceAfresh();
  }

  /** The windows knew the old core's sessions and reviews: send them the new core's. */
  private async announceAfresh(): Promise<void> {
    const ctx = { clientId: RELAY_CLIENT_ID };
    try {
      for (const session of await this.handlers['session:list']({}, ctx)) {
        this.emit({ name: 'session:did-change', payload: session });
        // Each open terminal attaches again and gets the screen as it is now.
        this.emit({ name: 'session:did-resync', payload: { id: session.id } });
      }
      for (const review of await this.handlers['review:list']({}, ctx)) {
        this.emit({ name: 'review:did-change', payload: review });
      }
    } catch (error) {
      this.log.error('Parley: telling the windows about the restarted core failed:', error);
    }
  }

  private reportProblem(message: string): void {
    this.emit({ name: 'app:did-report-problem', payload: { message } });
  }

  private emit(event: ParleyEvent, to?: readonly string[]): void {
    for (const listener of this.listeners) {
      try {
        listener(event, to);
      } catch (error) {
        this.log.error('An event listener failed:', error);
      }
    }
  }
}

const QUIT_AND_START = 'quit Parley and start it again. Your sessions and reviews are kept.';

const unavailable: Record<RemoteCoreState, string> = {
  running: "Parley's core process is not connected.",
  restarting: "Parley's core process stopped and is restarting; try again in a moment.",
  failed: `Parley's core process stopped and was not restarted: ${QUIT_AND_START}`,
  stopped: 'Parley is quitting.',
};
