import type { ReviewAgent } from '../ports';

/** A phase ran out of time (time spent on dialogs not counted). */
export class PhaseTimeoutError extends Error {
  override readonly name: string = 'PhaseTimeoutError';
  constructor(
    message: string,
    readonly limitMs: number,
  ) {
    super(message);
  }
}

/**
 * The agent never became ready for its prompt: the prompt was not sent.
 * `shown`: the last lines its screen showed, for the person to see why.
 */
export class AgentNotReadyError extends PhaseTimeoutError {
  override readonly name = 'AgentNotReadyError';
  constructor(
    limitMs: number,
    readonly shown: string,
  ) {
    super(
      `The agent was not ready for the prompt within ${Math.round(limitMs / 1000)} s.`,
      limitMs,
    );
  }
}

/** Longer than any phase: the real limit is kept by withinTimeOutsideDialogs. */
export const NO_LIMIT_MS = 7 * 24 * 3600_000;
const TICK_MS = 250;

/**
 * Waits for `work` at most `limitMs` of time in which the agent was not
 * waiting on a person: while it shows a dialog the clock stops (in the app a
 * person can answer it in the terminal), so a phase never times out on a
 * question someone is reading. The command line gives up on dialogs itself.
 */
export function withinTimeOutsideDialogs<T>(
  agent: Pick<ReviewAgent, 'currentStatus'>,
  limitMs: number,
  work: Promise<T>,
  timeoutMessage: string,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let active = 0;
    let last = Date.now();
    const clock = setInterval(
      () => {
        const now = Date.now();
        if (agent.currentStatus !== 'dialog') active += now - last;
        last = now;
        if (active >= limitMs) {
          clearInterval(clock);
          reject(new PhaseTimeoutError(timeoutMessage, limitMs));
        }
      },
      Math.min(TICK_MS, limitMs),
    );
    work.then(resolve, reject).finally(() => clearInterval(clock));
  });
}
