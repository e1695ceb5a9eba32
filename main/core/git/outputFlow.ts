/**
 * Whether whoever reads a program's output wants more of it now. While it is
 * paused the program's stdout is not read: its pipe fills and the program
 * waits. So a diff nobody reads holds git back instead of filling memory.
 */
export class OutputFlow {
  private held = false;
  private readonly listeners = new Set<() => void>();

  get paused(): boolean {
    return this.held;
  }

  set(paused: boolean): void {
    if (paused === this.held) return;
    this.held = paused;
    for (const listener of [...this.listeners]) listener();
  }

  /** Called each time it pauses or flows again; answers how to stop listening. */
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Resolves once it flows (at once if it does), or once `signal` aborts. */
  whenFlowing(signal?: AbortSignal): Promise<void> {
    if (!this.held || signal?.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const done = () => {
        stop();
        signal?.removeEventListener('abort', done);
        resolve();
      };
      const stop = this.onChange(() => {
        if (!this.held) done();
      });
      signal?.addEventListener('abort', done, { once: true });
    });
  }
}
