/**
 * A small typed event bus. One listener that throws must not keep the others
 * (or the emitter) from running, so each call is isolated and the error reported.
 */
export class EventBus<E> {
  private readonly listeners = new Set<(event: E) => void>();
  /**
   * The listeners as an emit calls them: those there when it started. Kept
   * until they change, so the events of a busy bus (every batch of a
   * session's output) copy nothing.
   */
  private calling: readonly ((event: E) => void)[] | null = null;

  constructor(private readonly onListenerError: (error: unknown) => void = defaultReport) {}

  on(listener: (event: E) => void): () => void {
    this.listeners.add(listener);
    this.calling = null;
    return () => {
      this.calling = null;
      return this.listeners.delete(listener);
    };
  }

  emit(event: E): void {
    this.calling ??= [...this.listeners];
    for (const listener of this.calling) {
      try {
        listener(event);
      } catch (error) {
        this.onListenerError(error);
      }
    }
  }

  get size(): number {
    return this.listeners.size;
  }

  clear(): void {
    this.listeners.clear();
    this.calling = null;
  }
}

function defaultReport(error: unknown): void {
  console.error('Parley: an event listener failed:', error);
}
