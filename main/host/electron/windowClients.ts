import type { ParleyEvent } from '../../../shared/contract';
import type { ParleyCore } from '../../core/api';
import type { RendererSource } from './appOrigin';
import { EVENT_CHANNEL } from '../../../shared/contract/ipc';
import { isTrustedSender } from './senderGuard';
import type { IpcSender } from './senderGuard';

/** The parts of a WebContents this needs (a fake in tests). */
export interface ClientContents {
  readonly id: number;
  readonly mainFrame: object;
  send(channel: string, ...args: unknown[]): void;
  isDestroyed(): boolean;
}

/**
 * Events queued for a page that has not said ready(). Past this, the oldest
 * go: a page that becomes ready reads sessions and screens afresh
 * (session:list, session:attach), so early events are not its only source.
 */
export const MAX_QUEUED_EVENTS = 1000;

interface Client {
  readonly contents: ClientContents;
  clientId: string;
  ready: boolean;
  /** The page called or said ready: the core may hold something for this client id. */
  used: boolean;
  queue: ParleyEvent[];
  loads: number;
}

/**
 * The app's windows as clients of the core, Electron Fiddle style: core
 * events go to each window on one channel, queued until its page calls
 * ready(); IPC from web contents the app did not open is dropped. Each page
 * load is a new client, so a reload releases what the old page held.
 */
export class WindowClients {
  private readonly clients = new Map<number, Client>();
  private readonly stopEvents: () => void;

  constructor(
    private readonly core: Pick<ParleyCore, 'onEvent' | 'clientGone'>,
    private readonly source: RendererSource,
  ) {
    this.stopEvents = core.onEvent((event, to) => this.broadcast(event, to));
  }

  /** Starts treating these web contents (a window of the app) as a client. */
  add(contents: ClientContents): void {
    this.clients.set(contents.id, {
      contents,
      clientId: clientIdFor(contents.id, 1),
      ready: false,
      used: false,
      queue: [],
      loads: 1,
    });
  }

  /**
   * A page was loaded into these contents (the first one, or a reload). A
   * page that was used is replaced by a new client: the core releases what
   * the old one held, and events queue again until the new page is ready.
   */
  pageLoaded(contents: ClientContents): void {
    const client = this.clients.get(contents.id);
    if (!client?.used) return;
    this.core.clientGone(client.clientId);
    client.loads += 1;
    client.clientId = clientIdFor(contents.id, client.loads);
    client.ready = false;
    client.used = false;
    client.queue = [];
  }

  /** The window closed. */
  remove(contents: ClientContents): void {
    const client = this.clients.get(contents.id);
    if (!client) return;
    this.clients.delete(contents.id);
    this.core.clientGone(client.clientId);
  }

  /** The client id of a trusted sender, or null when the message must be dropped. */
  clientIdOf(event: IpcSender): string | null {
    const client = this.trustedClient(event);
    if (!client) return null;
    client.used = true;
    return client.clientId;
  }

  /** The page listens now: flush what waited for it. Unknown senders are ignored. */
  markReady(event: IpcSender): void {
    const client = this.trustedClient(event);
    if (!client || client.ready) return;
    client.ready = true;
    client.used = true;
    const queued = client.queue;
    client.queue = [];
    for (const parleyEvent of queued) this.deliver(client, parleyEvent);
  }

  dispose(): void {
    this.stopEvents();
    for (const client of this.clients.values()) this.core.clientGone(client.clientId);
    this.clients.clear();
  }

  private trustedClient(event: IpcSender): Client | null {
    for (const client of this.clients.values()) {
      if (isTrustedSender(event, client.contents, this.source)) return client;
    }
    return null;
  }

  private broadcast(event: ParleyEvent, to: readonly string[] | undefined): void {
    for (const client of this.clients.values()) {
      if (to && !to.includes(client.clientId)) continue;
      if (client.ready) {
        this.deliver(client, event);
        continue;
      }
      client.queue.push(event);
      if (client.queue.length > MAX_QUEUED_EVENTS) client.queue.shift();
    }
  }

  private deliver(client: Client, event: ParleyEvent): void {
    if (client.contents.isDestroyed()) {
      this.remove(client.contents);
      return;
    }
    client.contents.send(EVENT_CHANNEL, event);
  }
}

function clientIdFor(contentsId: number, load: number): string {
  return `window-${contentsId}-${load}`;
}
