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

/** For tests and tools that have no log file: the messages go to stderr. */
export const stderrLogger: Logger = {
  info: (message) => console.error(message),
  warn: (message, error) => console.error(message, ...(error === undefined ? [] : [error])),
  error: (message, error) => console.error(message, ...(error === undefined ? [] : [error])),
};

/** The text of an error as a log line shows it: its stack when it has one. */
export function describeError(error: unknown): string {
  if (error instanceof Error) return error.stack ?? `${error.name}: ${error.message}`;
  return String(error);
}
