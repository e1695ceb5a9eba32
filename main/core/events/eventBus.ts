/**
 * A small typed event bus. One listener that throws must not keep the others
 * (or the emitter) from running, so each call is isolated and the error reported.
 */
export class EventBus<E> {
  private readonly listeners = new Set<(event: E) => void>();

  constructor(private readonly onListenerError: (error: unknown) => void = defaultReport) {}

  on(listener: (event: E) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(event: E): void {
    for (const listener of [...this.listeners]) {
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
  }
}

function defaultReport(error: unknown): void {
  console.error('Parley: an event listener failed:', error);
}
