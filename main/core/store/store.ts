/**
 * A persisted value: the core reads and writes through this port, so the same
 * core works over electron-store in the app and over conf (or memory in tests)
 * elsewhere.
 */
export interface Store<T> {
  read(): T;
  write(value: T): void;
}

/** Reads, changes and writes back in one step; answers the value the store now holds. */
export function updateStore<T>(store: Store<T>, change: (current: T) => T): T {
  store.write(change(store.read()));
  return store.read();
}

/**
 * Something wrong with a store's file that the user should hear about. The
 * store never crashes and never wipes a file silently: it reports one of these
 * and goes on (from defaults, or read-only).
 */
export interface StoreProblem {
  /** The store's file. */
  readonly file: string;
  readonly kind:
    /** Not JSON, not a Parley store, or failing its schema: set aside, defaults loaded. */
    | 'corrupt'
    /** Some entries failed the schema: the file was copied aside, the rest loaded. */
    | 'partly-corrupt'
    /** Written by a newer Parley: left untouched, changes are not saved. */
    | 'newer-version'
    /** Could not be opened at all (permissions, I/O): defaults, changes not saved. */
    | 'unreadable'
    /** A save failed: the change lives in memory only, the file keeps its previous content. */
    | 'write-failed';
  /** For the user: what happened, what Parley did about it, where the old file is. */
  readonly message: string;
  /** Where the damaged file was kept, when it was set aside. */
  readonly keptAt?: string;
}
