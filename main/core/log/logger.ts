/**
 * Where the core and its hosts report problems nobody is waiting on (a store
 * that could not be saved, a turn signal that could not be set up), so a
 * failure a user reports can be read back. A port: each host gives its own.
 */
export interface Logger {
  info(message: string): void;
  warn(message: string, error?: unknown): void;
  error(message: string, error?: unknown): void;
}

/** The text of an error as a log line shows it: its stack when it has one. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}

/** The log when a host gives none (tests, embedders): nothing is written anywhere. */
export const silentLogger: Logger = {
  info: () => {},
  warn: () => {},
  error: () => {},
};
