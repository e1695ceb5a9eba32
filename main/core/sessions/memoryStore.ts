import type { Store } from '../store/store';

/** A Store kept in memory: the sessions of a command-line run (see startLocalCore), and tests. */
export class MemoryStore<T> implements Store<T> {
  constructor(private value: T) {}

  read(): T {
    return structuredClone(this.value);
  }

  write(value: T): void {
    this.value = structuredClone(value);
  }
}
