/**
 * Unacknowledged output, in bytes, at which the PTY pauses, and where it
 * resumes. The window must cover what is on its way while acks travel back
 * (PTY → core → socket → browser → parsed → ack → core): a window of 100K
 * emptied to 5K before resuming left the browser idle half the time and cost
 * browser mode most of its speed. Resuming at half keeps output flowing while
 * the client works through the rest; a megabyte is about 50 ms of xterm.js.
 * The window holds two of the largest batches (outputBatcher.ts), so the
 * next is on its way while the client parses one.
 */
export const HIGH_WATERMARK_BYTES = 2_000_000;
export const LOW_WATERMARK_BYTES = 1_000_000;
/** Output a client may have unacknowledged before it is dropped to a resync (well above HIGH + a batch). */
export const LAG_LIMIT_BYTES = 4_000_000;
/** How long clients may hold the program paused without catching up before they lag. */
export const MAX_PAUSE_MS = 2_000;

export interface FlowLimits {
  readonly high: number;
  readonly low: number;
  readonly lagLimit: number;
  readonly maxPauseMs: number;
}

const DEFAULT_LIMITS: FlowLimits = {
  high: HIGH_WATERMARK_BYTES,
  low: LOW_WATERMARK_BYTES,
  lagLimit: LAG_LIMIT_BYTES,
  maxPauseMs: MAX_PAUSE_MS,
};

export interface FlowControlEvents {
  setPaused(paused: boolean): void;
  /**
   * A lagging client has rendered everything it was sent. It is detached: it
   * gets no more output until it attaches again, answered with a fresh screen.
   */
  caughtUp(clientId: string): void;
}

interface ClientFlow {
  /** Bytes sent to this client that it has not acknowledged yet. */
  unacked: number;
  /** Fell too far behind: gets no output until it catches up and resyncs. */
  lagging: boolean;
}

/**
 * Flow control between a PTY and the clients that view it, following the
 * clients that keep up. Each client acknowledges what it has rendered (VS
 * Code's watermarks). The PTY pauses only while every client still in sync is
 * over the high watermark, and resumes when one is back under the low one, so
 * the fastest viewer sets the pace. A client that falls past the lag limit,
 * or holds the program paused for longer than maxPauseMs, is marked lagging:
 * it stops getting output (its memory on the way stays bounded) and, once it
 * has acknowledged what it got, resyncs from the screen model. A background
 * tab or a stalled network is never a reason to stop the program. With no
 * client attached nothing is counted, so a session nobody watches never stalls.
 */
export class FlowControl {
  private readonly clients = new Map<string, ClientFlow>();
  private paused = false;
  private pauseTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly events: FlowControlEvents,
    private readonly limits: FlowLimits = DEFAULT_LIMITS,
  ) {}

  /** Starts (or restarts, after a resync) a client in sync with nothing unacknowledged. */
  attach(clientId: string): void {
    this.clients.set(clientId, { unacked: 0, lagging: false });
    this.update();
  }

  detach(clientId: string): void {
    this.clients.delete(clientId);
    this.update();
  }

  /** A batch of output is going out: answers the clients that get it (those in sync). */
  send(bytes: number): string[] {
    const receivers: string[] = [];
    for (const [clientId, client] of this.clients) {
      if (client.lagging) continue;
      if (client.unacked + bytes > this.limits.lagLimit) {
        client.lagging = true;
        continue;
      }
      client.unacked += bytes;
      receivers.push(clientId);
    }
    this.update();
    return receivers;
  }

  ack(clientId: string, bytes: number): void {
    const client = this.clients.get(clientId);
    if (!client) return;
    client.unacked = Math.max(0, client.unacked - bytes);
    if (client.lagging && client.unacked < this.limits.low) {
      this.clients.delete(clientId);
      this.events.caughtUp(clientId);
    }
    this.update();
  }

  dispose(): void {
    clearTimeout(this.pauseTimer);
    this.pauseTimer = undefined;
  }

  /** Runs with every batch, a keystroke's echo too: one loop, no arrays made. */
  private update(): void {
    let inSync = 0;
    let fastest = Infinity;
    for (const client of this.clients.values()) {
      if (client.lagging) continue;
      inSync++;
      fastest = Math.min(fastest, client.unacked);
    }
    if (!this.paused && inSync > 0 && fastest > this.limits.high) {
      this.setPaused(true);
    } else if (this.paused && (inSync === 0 || fastest < this.limits.low)) {
      this.setPaused(false);
    }
  }

  private setPaused(paused: boolean): void {
    this.paused = paused;
    clearTimeout(this.pauseTimer);
    this.pauseTimer = paused
      ? setTimeout(() => this.dropStalledClients(), this.limits.maxPauseMs)
      : undefined;
    this.events.setPaused(paused);
  }

  /** Still paused after maxPauseMs: every client in sync is behind, so all of them lag. */
  private dropStalledClients(): void {
    this.pauseTimer = undefined;
    for (const client of this.clients.values()) client.lagging = true;
    this.update();
  }
}
