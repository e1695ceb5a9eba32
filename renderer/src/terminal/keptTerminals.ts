/** What the keeper needs of a terminal: to be taken off the page, and thrown away. */
export interface Keepable {
  hide(): void;
  dispose(): void;
}

/**
 * The terminals of sessions shown lately, kept attached while another session
 * shows: switching back is at once, scrolled where it was left, with what the
 * session printed meanwhile, instead of a fresh attach that replays the
 * whole scrollback (0.2–0.4 s for 10,000 lines) and lands at the bottom.
 * Only the `limit` shown last are kept: a kept terminal still reads its
 * session's output in the page. A terminal made on an earlier connection is
 * never shown again (the host forgot that attach).
 */
export class KeptTerminals<T extends Keepable> {
  /** By session, the one hidden longest first. */
  private readonly hidden = new Map<string, T>();
  private readonly epochs = new WeakMap<T, number>();
  /** Sessions closed: a view still showing one lets its terminal go when it stops. */
  private readonly closed = new Set<string>();

  /** `epoch`: the connection's now (see Connection.epoch). */
  constructor(
    private readonly limit: number,
    private readonly epoch: () => number,
  ) {}

  /** The session's terminal to show: the one kept for it, or one `create` makes. */
  open(sessionId: string, create: () => T): T {
    const kept = this.hidden.get(sessionId);
    this.hidden.delete(sessionId);
    if (kept && this.epochs.get(kept) === this.epoch()) return kept;
    kept?.dispose();
    const terminal = create();
    this.epochs.set(terminal, this.epoch());
    return terminal;
  }

  /** The session no longer shows: its terminal is hidden and kept, the oldest beyond the limit let go. */
  close(sessionId: string, terminal: T): void {
    if (this.closed.has(sessionId) || this.epochs.get(terminal) !== this.epoch()) {
      terminal.dispose();
      return;
    }
    terminal.hide();
    // open() took the session's kept terminal out: one left here would be another view's, let go.
    if (this.hidden.get(sessionId) !== terminal) this.dropHidden(sessionId);
    this.hidden.delete(sessionId);
    this.hidden.set(sessionId, terminal);
    for (const oldest of this.hidden.keys()) {
      if (this.hidden.size <= this.limit) break;
      this.dropHidden(oldest);
    }
  }

  /** The session is gone: its kept terminal too, and the one showing it once it stops. */
  forget(sessionId: string): void {
    this.closed.add(sessionId);
    this.dropHidden(sessionId);
  }

  private dropHidden(sessionId: string): void {
    this.hidden.get(sessionId)?.dispose();
    this.hidden.delete(sessionId);
  }

  /** Lets go of the terminals made on an earlier connection. */
  forgetStale(): void {
    for (const [id, terminal] of this.hidden) {
      if (this.epochs.get(terminal) !== this.epoch()) this.dropHidden(id);
    }
  }
}

/** How many hidden terminals a window keeps: with the one shown, five sessions switch at once. */
export const KEPT_HIDDEN = 4;
