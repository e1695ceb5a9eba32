import { CoreError } from '../../api';
import type { LiveStatus } from '../status/statusTracker';
import type { TurnAnswer } from '../turnSignals/turnSignal';
import type { TokenUsage } from './tokenUsage';

export interface TurnResult {
  /** The agent's answer: its hook's text, or what appeared on the screen since the prompt. */
  readonly text: string;
  readonly source: 'hook' | 'screen';
  /** Tokens spent, from the agent's own records (hook turns of agents that keep them). */
  readonly usage?: readonly TokenUsage[];
}

export interface WaitForTurnOptions {
  /** Defaults to the profile's turn timeout. */
  readonly timeoutMs?: number;
  readonly signal?: AbortSignal;
}

interface Turn {
  readonly promise: Promise<TurnResult>;
  resolve(result: TurnResult): void;
  reject(error: Error): void;
  settled: boolean;
  entered: boolean;
  outputSinceEnter: number;
  sawBusy: boolean;
  /** Ended by the program's own signal (hook or marker), not read off a quiet screen. */
  signalled: boolean;
  /**
   * The program took the prompt (the submitter saw it do so). Until then its screen
   * ends nothing: a quiet screen may hold the prompt still unsent in its input box.
   */
  confirmed: boolean;
  screenText(): string;
}

export interface TurnTrackerOptions {
  readonly quietMs: number;
  readonly defaultTimeoutMs: number;
  /** The session has a structured signal: the screen only decides when it stays silent. */
  readonly hasSignal: () => boolean;
  readonly signalGraceMs: number;
  /** See ReadinessRules.inputAlwaysShown: a quiet screen after output ends no turn by itself. */
  readonly inputAlwaysShown?: boolean;
  readonly onFinish: (result: TurnResult) => void;
}

/**
 * Knows when the agent's current turn is over. A turn begins when a prompt is
 * submitted and ends on the first of: the structured signal (hook); once the
 * program took the prompt, the screen back to ready after it was busy, or after
 * output and a quiet period. When
 * the session has a signal, a screen end waits a grace period for the hook,
 * whose text is the better answer.
 */
export class TurnTracker {
  private turn: Turn | undefined;
  private graceTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: TurnTrackerOptions) {}

  /** A prompt is about to go in. screenText reads what was written since. */
  begin(screenText: () => string): void {
    this.fail(new CoreError('conflict', 'A new prompt was submitted before this turn ended.'));
    this.turn = createTurn(screenText);
  }

  /** Enter was sent: from now on output and status count toward the turn. */
  entered(): void {
    if (this.turn && !this.turn.settled) this.turn.entered = true;
  }

  /** Since Enter, the program was seen working or its own signal ended the turn. */
  get taken(): boolean {
    return this.turn !== undefined && (this.turn.sawBusy || this.turn.signalled);
  }

  /**
   * How the submission ended: taken, the screen may end the turn from now on; not taken,
   * the turn fails with why (nothing on the screen is an answer to a prompt never sent).
   */
  submitted(taken: boolean, name: string): void {
    const turn = this.turn;
    if (!turn || turn.settled) return;
    if (taken) {
      turn.confirmed = true;
      return;
    }
    this.fail(
      new CoreError(
        'failed',
        `"${name}" did not take the prompt: it showed no sign of work after Enter, pressed again and again. The prompt may still be in its input box.`,
      ),
    );
  }

  get pending(): boolean {
    return this.turn !== undefined && !this.turn.settled;
  }

  /** A turn was submitted (or watched) since the program started. */
  get started(): boolean {
    return this.turn !== undefined;
  }

  /** The program (re)started: an earlier finished turn is not this run's answer. */
  reset(): void {
    if (this.turn?.settled) this.turn = undefined;
  }

  noteOutput(): void {
    if (this.turn?.entered) this.turn.outputSinceEnter++;
  }

  /** Called after every status evaluation. */
  evaluate(status: LiveStatus, quietForMs: number): void {
    const turn = this.turn;
    if (!turn || turn.settled || !turn.entered) return;
    if (status === 'busy') turn.sawBusy = true;
    if (!turn.confirmed) return;
    if (status === 'busy') {
      this.clearGrace();
      return;
    }
    const quietAfterOutput =
      !this.options.inputAlwaysShown &&
      turn.outputSinceEnter > 0 &&
      quietForMs >= this.options.quietMs;
    if (status !== 'ready' || !(turn.sawBusy || quietAfterOutput)) return;
    if (!this.options.hasSignal()) {
      this.finish({ text: turn.screenText(), source: 'screen' });
    } else {
      this.graceTimer ??= setTimeout(() => {
        this.graceTimer = undefined;
        if (this.turn === turn) this.finish({ text: turn.screenText(), source: 'screen' });
      }, this.options.signalGraceMs);
    }
  }

  /** The structured signal reported a turn end. A turn the user typed by hand counts too. */
  hook(answer: TurnAnswer): void {
    const result: TurnResult = { ...answer, source: 'hook' };
    if (this.turn && !this.turn.settled) {
      this.turn.signalled = true;
      this.finish(result);
    } else this.options.onFinish(result);
  }

  /**
   * The program marked its turn's end in its output (an output-marker
   * signal), and the screen holds everything written before the mark: the
   * answer is on it now. A mark while no turn runs ends nothing.
   */
  marked(): void {
    const turn = this.turn;
    if (turn?.entered && !turn.settled) {
      turn.signalled = true;
      this.finish({ text: turn.screenText(), source: 'screen' });
    }
  }

  /** The program is gone: nobody will finish the turn. */
  fail(error: Error): void {
    this.clearGrace();
    const turn = this.turn;
    if (!turn || turn.settled) return;
    turn.settled = true;
    turn.reject(error);
  }

  /**
   * The latest submitted turn's end (at once if it already ended). With no
   * turn submitted yet, watches from now (an agent prompted by hand).
   */
  wait(startWatch: () => () => string, options: WaitForTurnOptions = {}): Promise<TurnResult> {
    if (!this.turn) {
      this.turn = createTurn(startWatch());
      this.turn.entered = true;
      this.turn.confirmed = true;
    }
    const timeoutMs = options.timeoutMs ?? this.options.defaultTimeoutMs;
    return withTimeout(this.turn.promise, timeoutMs, options.signal);
  }

  dispose(): void {
    this.fail(new CoreError('failed', 'The session was closed before its turn ended.'));
  }

  private finish(result: TurnResult): void {
    this.clearGrace();
    const turn = this.turn;
    if (!turn || turn.settled) return;
    turn.settled = true;
    turn.resolve(result);
    this.options.onFinish(result);
  }

  private clearGrace(): void {
    if (this.graceTimer) clearTimeout(this.graceTimer);
    this.graceTimer = undefined;
  }
}

function createTurn(screenText: () => string): Turn {
  let resolve!: (result: TurnResult) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<TurnResult>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // A turn nobody waits for may fail (session closed): that is not an unhandled error.
  promise.catch(() => undefined);
  return {
    promise,
    resolve,
    reject,
    settled: false,
    entered: false,
    outputSinceEnter: 0,
    sawBusy: false,
    signalled: false,
    confirmed: false,
    screenText,
  };
}

function withTimeout<T>(promise: Promise<T>, timeoutMs: number, signal?: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted)
      return reject(new CoreError('failed', 'Waiting for the turn was cancelled.'));
    const timer = setTimeout(
      () =>
        reject(
          new CoreError(
            'failed',
            `The agent did not finish its turn within ${Math.round(timeoutMs / 1000)} s.`,
          ),
        ),
      timeoutMs,
    );
    const onAbort = () => reject(new CoreError('failed', 'Waiting for the turn was cancelled.'));
    signal?.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    });
  });
}
