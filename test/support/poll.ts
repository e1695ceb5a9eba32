/**
 * Waiting for a condition instead of sleeping: tests poll what a user would
 * notice and fail with a message saying what never happened (and what was
 * seen last), never on a fixed delay.
 */

export interface WaitOptions {
  readonly timeoutMs?: number;
  readonly intervalMs?: number;
  /** Shown in the failure: what the test was waiting for. */
  readonly what?: string;
  /** Shown in the failure: the state at the end (e.g. the screen). */
  readonly describe?: () => string | Promise<string>;
}

/** Polls `probe` until it returns something other than undefined/null/false; returns that. */
export async function waitFor<T>(
  probe: () => T | Promise<T>,
  options: WaitOptions = {},
): Promise<Exclude<T, undefined | null | false>> {
  const { timeoutMs = 20_000, intervalMs = 50, what = 'the condition' } = options;
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined && value !== null && value !== false) {
        return value as Exclude<T, undefined | null | false>;
      }
    } catch (error) {
      lastError = error;
    }
    if (Date.now() >= deadline) break;
    await sleep(intervalMs);
  }
  const seen = options.describe ? `\n--- last seen ---\n${await options.describe()}` : '';
  const cause = lastError instanceof Error ? ` (last error: ${lastError.message})` : '';
  throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}${cause}${seen}`);
}

/** Resolves with the next value `subscribe` delivers that passes `accept`. */
export function nextEvent<T>(
  subscribe: (listener: (value: T) => void) => () => void,
  accept: (value: T) => boolean = () => true,
  options: { timeoutMs?: number; what?: string; describe?: () => Promise<string> } = {},
): Promise<T> {
  const { timeoutMs = 20_000, what = 'the event', describe } = options;
  return new Promise<T>((resolve, reject) => {
    let settled = false;
    let unsubscribe: () => void = () => undefined;
    const timer = setTimeout(() => {
      settled = true;
      unsubscribe();
      const failed = `Timed out after ${timeoutMs} ms waiting for ${what}`;
      if (!describe) return reject(new Error(failed));
      void describe().then(
        (seen) => reject(new Error(`${failed}\n--- last seen ---\n${seen}`)),
        () => reject(new Error(failed)),
      );
    }, timeoutMs);
    unsubscribe = subscribe((value) => {
      if (settled || !accept(value)) return;
      settled = true;
      clearTimeout(timer);
      unsubscribe();
      resolve(value);
    });
    // The subscription may have delivered synchronously, before unsubscribe was known.
    if (settled) unsubscribe();
  });
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
