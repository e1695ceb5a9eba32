/**
 * A persisted value: the core reads and writes through this port, so the same
 * core works over electron-store in the app and over conf (or memory in tests)
 * elsewhere.
 */
export interface Store<T> {
  read(): T;
  write(value: T): void;
}
