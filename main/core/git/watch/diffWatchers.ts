import { TreeWatcher } from './treeWatcher';

export interface DiffWatchersOptions {
  /** The work tree a session's diff is captured from. */
  readonly rootOf: (sessionId: string) => Promise<string>;
  /** Tells these clients that the session's diff may have changed. */
  readonly announce: (sessionId: string, clients: readonly string[]) => void;
  readonly warn: (message: string) => void;
}

interface Watched {
  readonly clients: Set<string>;
  watcher?: TreeWatcher;
  closed: boolean;
}

/**
 * Which clients follow which session's working tree: one file watcher per
 * watched session, started by its first client and closed with its last.
 */
export class DiffWatchers {
  private readonly watched = new Map<string, Watched>();

  constructor(private readonly options: DiffWatchersOptions) {}

  async watch(sessionId: string, clientId: string): Promise<void> {
    const existing = this.watched.get(sessionId);
    if (existing) {
      existing.clients.add(clientId);
      return;
    }
    const entry: Watched = { clients: new Set([clientId]), closed: false };
    this.watched.set(sessionId, entry);
    try {
      const root = await this.options.rootOf(sessionId);
      // Everyone may have stopped watching while the root was looked up.
      if (entry.closed) return;
      entry.watcher = new TreeWatcher(
        root,
        () => this.options.announce(sessionId, [...entry.clients]),
        (error) => this.options.warn(`Stopped following changes in ${root}: ${error.message}`),
      );
    } catch (error) {
      this.close(sessionId, entry);
      throw error;
    }
  }

  unwatch(sessionId: string, clientId: string): void {
    const entry = this.watched.get(sessionId);
    if (!entry) return;
    entry.clients.delete(clientId);
    if (entry.clients.size === 0) this.close(sessionId, entry);
  }

  /** A client went away: it follows nothing any more. */
  clientGone(clientId: string): void {
    for (const sessionId of [...this.watched.keys()]) this.unwatch(sessionId, clientId);
  }

  dispose(): void {
    for (const [sessionId, entry] of [...this.watched]) this.close(sessionId, entry);
  }

  private close(sessionId: string, entry: Watched): void {
    entry.closed = true;
    entry.watcher?.close();
    if (this.watched.get(sessionId) === entry) this.watched.delete(sessionId);
  }
}
