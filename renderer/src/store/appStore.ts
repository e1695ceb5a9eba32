import { initialAppState, type AppState } from './appState';

/**
 * The renderer's one store, as GitHub Desktop's AppStore: it holds the
 * AppState and tells its listeners when it is replaced. Components read it
 * through useAppState and change it only by calling the dispatcher.
 */
export class AppStore {
  private state: AppState;
  private readonly listeners = new Set<() => void>();

  constructor(initial: AppState = initialAppState()) {
    this.state = initial;
  }

  readonly getState = (): AppState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Replaces the state with `change(state)`; listeners hear only of a state that changed. */
  update(change: (state: AppState) => AppState): void {
    const next = change(this.state);
    if (next === this.state) return;
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}
