import type { OutputPipeline } from './output/outputPipeline';
import type { AgentProfile } from './profiles/profile';
import type { PtyExit, PtyProcess } from './pty/ptyProcess';
import type { SessionScreen } from './screen/sessionScreen';
import type { LiveState } from './status/statusTracker';
import { StatusTracker } from './status/statusTracker';
import type { SubmitTarget } from './submit/promptSubmitter';
import type { TurnSignal } from './turnSignals/turnSignal';
import type { TurnTracker } from './turns/turnTracker';

/** How often, at most, the screen is re-read for status while output flows. */
const EVALUATE_THROTTLE_MS = 30;

interface RunCallbacks {
  onLiveChange(state: LiveState): void;
  onExit(exit: PtyExit): void;
}

/**
 * One start of a session's program: wires its PTY to the output pipeline, the
 * screen's query answers back to the PTY, output activity and screen changes
 * to the status tracker, and the turn signal to the turn tracker. Disposed
 * when the program ends; a restart makes a new one.
 */
export class SessionRun {
  /** Set when Parley ends the program, so the exit reads as 'stopped', not 'exited'. */
  stopping = false;
  private readonly tracker: StatusTracker;
  private readonly cleanups: Array<() => void> = [];
  private evaluateTimer: NodeJS.Timeout | undefined;
  private quietTimer: NodeJS.Timeout | undefined;
  private disposed = false;

  constructor(
    readonly pty: PtyProcess,
    private readonly signal: TurnSignal | undefined,
    private readonly profile: AgentProfile,
    private readonly screen: SessionScreen,
    private readonly pipeline: OutputPipeline,
    private readonly turns: TurnTracker,
    private readonly callbacks: RunCallbacks,
  ) {
    this.tracker = new StatusTracker(profile);
    pipeline.connect(pty);
    this.cleanups.push(
      pty.onData((data) => {
        pipeline.push(data);
        this.tracker.noteOutput();
        turns.noteOutput();
        this.scheduleQuietCheck();
      }),
      // The one place terminal queries (e.g. ESC[6n) are answered; viewers must not answer too.
      screen.onReply((reply) => pty.write(reply)),
      screen.onUpdate(() => this.scheduleEvaluate()),
      pty.onExit((exit) => callbacks.onExit(exit)),
    );
    if (signal?.kind === 'hook')
      this.cleanups.push(signal.onTurnEnd((answer) => turns.hook(answer)));
    if (signal?.kind === 'output-marker') {
      this.cleanups.push(
        screen.onOsc(signal.osc, (payload) => {
          if (payload === signal.payload) turns.marked();
        }),
      );
    }
    // A program that prints nothing at all still becomes ready after the quiet period.
    this.scheduleQuietCheck();
  }

  get hasSignal(): boolean {
    return this.signal !== undefined;
  }

  noteKeystroke(): void {
    this.tracker.noteKeystroke();
  }

  submitTarget(): SubmitTarget {
    return {
      write: (data) => this.pty.write(data),
      drain: () => this.pty.drain(),
      screenParsed: () => {
        this.pipeline.flush();
        return this.screen.live().whenParsed();
      },
      outputQuiet: (quietMs, maxMs) => this.outputQuiet(quietMs, maxMs),
      bracketedPaste: () => this.screen.live().bracketedPaste,
      viewportText: () => this.screen.live().viewportText(),
      isBusy: () => this.tracker.current.status === 'busy',
      showsWork: this.profile.readiness.busyPattern !== undefined,
      tookPrompt: () => this.turns.taken,
      awaitsInput: () =>
        this.profile.readiness.readyPattern?.test(this.screen.live().viewportText()) ?? false,
      entering: () => this.turns.entered(),
    };
  }

  /** Re-reads status now (e.g. once a submission is confirmed, on a screen already quiet). */
  reevaluate(): void {
    this.evaluate();
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.evaluateTimer);
    clearTimeout(this.quietTimer);
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    this.signal?.dispose();
  }

  private evaluate(): void {
    if (this.disposed) return;
    if (this.tracker.evaluate(() => this.screen.viewportText())) {
      this.callbacks.onLiveChange(this.tracker.current);
    }
    this.turns.evaluate(this.tracker.current.status, this.tracker.quietForMs());
  }

  private scheduleEvaluate(): void {
    this.evaluateTimer ??= setTimeout(() => {
      this.evaluateTimer = undefined;
      this.evaluate();
    }, EVALUATE_THROTTLE_MS);
  }

  /**
   * Status is read again once the output has been quiet for the profile's
   * quiet period. One timer per quiet period, not one per batch: when it is
   * due it waits out what is left since the latest output, if any came.
   */
  private scheduleQuietCheck(): void {
    this.quietTimer ??= setTimeout(() => this.quietCheckDue(), this.quietCheckMs);
  }

  private quietCheckDue(): void {
    this.quietTimer = undefined;
    // At most a whole period: a clock set back must not put the check off.
    const left = Math.min(this.quietCheckMs - this.tracker.quietForMs(), this.quietCheckMs);
    if (left > 0) this.quietTimer = setTimeout(() => this.quietCheckDue(), left);
    else this.evaluate();
  }

  private get quietCheckMs(): number {
    return this.profile.readiness.quietMs + 10;
  }

  private async outputQuiet(quietMs: number, maxMs: number): Promise<void> {
    const deadline = Date.now() + maxMs;
    for (;;) {
      const left = Math.min(quietMs - this.tracker.quietForMs(), deadline - Date.now());
      if (left <= 0 || this.disposed) return;
      // Exactly until the quiet period would end: output meanwhile moves that end, checked again.
      await new Promise((resolve) => setTimeout(resolve, left));
    }
  }
}
