import type { SessionSnapshot, SessionStatus } from '../../../shared/contract';
import { CoreError } from '../api';
import { ProgramEndedError } from './programEnded';
import { EventBus } from '../events/eventBus';
import { OutputPipeline } from './output/outputPipeline';
import type { OutputBatch } from './output/outputBatcher';
import type { AgentProfile } from './profiles/profile';
import type { PtyExit } from './pty/ptyProcess';
import { SessionScreen } from './screen/sessionScreen';
import { sessionScrollback } from './screen/screenModel';
import type { SessionDefinition } from './sessionDefinition';
import type { SessionDeps, SessionLaunchOptions } from './sessionOptions';
import { SessionRun } from './sessionRun';
import { spawnProgram } from './spawnProgram';
import { submitPrompt } from './submit/promptSubmitter';
import { readsScreen } from './status/statusTracker';
import { refuseShell } from './submit/shellRefusal';
import type { TurnResult, WaitForTurnOptions } from './turns/turnTracker';
import { TurnTracker } from './turns/turnTracker';
import { waitForStatus } from './waitForStatus';

/** One output batch, and the clients it goes to (those attached and keeping up). */
export interface SessionOutput {
  /** The batch as text, for what reads it (transcripts). */
  readonly data: string;
  /** The same as the PTY gave it, for terminals. */
  readonly bytes: Uint8Array;
  readonly viewers: readonly string[];
}

/**
 * A batch as a session's output. Its text is decoded only when a listener
 * reads it (a transcript), not for a terminal; a class, not an object literal
 * with a getter, which V8 builds on a slow path with every batch.
 */
class BatchOutput implements SessionOutput {
  constructor(
    private readonly batch: OutputBatch,
    readonly viewers: readonly string[],
  ) {}

  get data(): string {
    return this.batch.text;
  }

  get bytes(): Uint8Array {
    return this.batch.bytes;
  }
}

const DEFAULT_SIGNAL_GRACE_MS = 5000;
/** Clears screen, scrollback and modes: a restarted program starts on a clean terminal. */
const FULL_RESET = '\x1bc';

/**
 * One agent CLI in a terminal: its definition, the running program (if any),
 * its screen, status and turns. This is the API the rest of the core uses;
 * see SessionManager for creating and finding sessions.
 */
export class Session {
  private status: SessionStatus = 'stopped';
  private dialog: string | undefined;
  private dialogSubject: string | undefined;
  private recordedModel: string | undefined;
  private exitCode: number | null | undefined;
  private run: SessionRun | undefined;
  /** How many times its program has been started. */
  private runs = 0;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly screen: SessionScreen;
  private readonly pipeline: OutputPipeline;
  private readonly turns: TurnTracker;
  private readonly changeBus = new EventBus<SessionSnapshot>();
  private readonly outputBus = new EventBus<SessionOutput>();
  private readonly resyncBus = new EventBus<string>();
  private readonly turnBus = new EventBus<TurnResult>();

  constructor(
    private readonly definition: SessionDefinition,
    readonly profile: AgentProfile,
    private readonly deps: SessionDeps,
    private readonly launch: SessionLaunchOptions = {},
  ) {
    this.screen = new SessionScreen(
      definition.cols,
      definition.rows,
      () => deps.log?.warn(`"${definition.name}" printed output that is not text (binary data).`),
      sessionScrollback(deps.scrollback?.()),
      () => deps.terminalColours?.() ?? null,
    );
    // Status read off the screen needs it parsed as output comes; other sessions build it when asked.
    if (readsScreen(profile)) this.screen.live();
    this.pipeline = new OutputPipeline(this.screen, {
      onBatch: (batch, viewers) => this.outputBus.emit(new BatchOutput(batch, viewers)),
      onClientCaughtUp: (clientId) => this.resyncBus.emit(clientId),
    });
    this.turns = new TurnTracker({
      quietMs: profile.readiness.quietMs,
      defaultTimeoutMs: profile.readiness.turnTimeoutMs,
      hasSignal: () => this.run?.hasSignal ?? false,
      signalGraceMs:
        deps.signalGraceMs ?? profile.readiness.signalGraceMs ?? DEFAULT_SIGNAL_GRACE_MS,
      inputAlwaysShown: profile.readiness.inputAlwaysShown ?? false,
      onFinish: (result) => {
        this.recordedModel = result.usage?.at(-1)?.model ?? this.recordedModel;
        this.turnBus.emit(result);
      },
    });
  }

  get id(): string {
    return this.definition.id;
  }

  get currentStatus(): SessionStatus {
    return this.status;
  }

  /**
   * Which start of its program runs now, or ran last (1 for the first): a
   * turn given to one run ends with it, even when another has started since.
   */
  get programRun(): number {
    return this.runs;
  }

  get isRunning(): boolean {
    return this.run !== undefined;
  }

  /** The model the agent's own records named for its latest turn (it may differ from the profile's). */
  get lastModel(): string | undefined {
    return this.recordedModel;
  }

  /**
   * The running program reports its turn ends and answers through a structured
   * signal (its profile has one and the core injected it); without one, its
   * screen is all Parley reads.
   */
  get hasTurnSignal(): boolean {
    return this.run?.hasSignal ?? false;
  }

  snapshot(): SessionSnapshot {
    return {
      id: this.definition.id,
      name: this.definition.name,
      profileId: this.definition.profileId,
      cwd: this.definition.cwd,
      command: this.definition.command,
      args: [...this.definition.args],
      status: this.status,
      ...(this.dialog !== undefined ? { dialog: this.dialog } : {}),
      ...(this.dialogSubject !== undefined ? { dialogSubject: this.dialogSubject } : {}),
      ...(this.exitCode !== undefined ? { exitCode: this.exitCode } : {}),
      ...(this.definition.role ? { role: this.definition.role } : {}),
      ...(this.definition.allowedCommands
        ? { allowedCommands: [...this.definition.allowedCommands] }
        : {}),
      ...(this.run ? { pid: this.run.pty.pid } : {}),
      cols: this.definition.cols,
      rows: this.definition.rows,
      createdAt: this.definition.createdAt,
    };
  }

  /** A copy of what is persisted. */
  toDefinition(): SessionDefinition {
    return { ...this.definition };
  }

  onDidChange(listener: (snapshot: SessionSnapshot) => void): () => void {
    return this.changeBus.on(listener);
  }

  /** Every output batch, whether or not a client views it (viewers tells who). For transcripts. */
  onDidOutput(listener: (output: SessionOutput) => void): () => void {
    return this.outputBus.on(listener);
  }

  /**
   * A client that lagged behind has caught up and gets no output until it
   * attaches again: it must, to receive the screen as it is now.
   */
  onDidNeedResync(listener: (clientId: string) => void): () => void {
    return this.resyncBus.on(listener);
  }

  onDidFinishTurn(listener: (result: TurnResult) => void): () => void {
    return this.turnBus.on(listener);
  }

  /** Starts the program; a clear CoreError when it cannot (bad directory, missing program). */
  start(): void {
    if (this.run) return;
    const { pty, signal } = spawnProgram(this.definition, this.profile, this.deps, this.launch);
    if (this.runs > 0) this.pipeline.push(FULL_RESET);
    this.runs++;
    this.run = new SessionRun(pty, signal, this.profile, this.screen, this.pipeline, this.turns, {
      onLiveChange: (state) => this.setStatus(state.status, state.dialog, state.dialogSubject),
      onExit: (exit) => this.handleExit(exit),
    });
    this.turns.reset();
    this.exitCode = undefined;
    this.setStatus('starting');
  }

  /** Ends the program and all it started; the session stays, 'stopped'. */
  async stop(): Promise<void> {
    const run = this.run;
    if (!run) return;
    run.stopping = true;
    await run.pty.terminate(this.deps.killGraceMs);
    // terminate waits for the exit; if the exit event never came, finish by hand.
    if (this.run === run) this.handleExit({ exitCode: -1 });
  }

  async restart(): Promise<void> {
    await this.stop();
    this.start();
  }

  /** Raw keystrokes from a person: not batched, not neutralised. */
  write(data: string): void {
    const run = this.requireRun();
    run.noteKeystroke();
    run.pty.write(data);
  }

  resize(cols: number, rows: number): void {
    this.definition.cols = cols;
    this.definition.rows = rows;
    this.screen.resize(cols, rows);
    this.run?.pty.resize(cols, rows);
    this.changeBus.emit(this.snapshot());
  }

  rename(name: string): void {
    this.definition.name = name;
    this.changeBus.emit(this.snapshot());
  }

  /**
   * Starts streaming output to a client and answers the screen up to that
   * point. Output batches after it reach the client as events; a client should
   * hold those that arrive before this answer and write them after the screen.
   * Attaching again (after onDidNeedResync) starts the client afresh.
   */
  attach(clientId: string): Promise<{ screen: string; cols: number; rows: number }> {
    this.pipeline.flush();
    this.pipeline.flow.attach(clientId);
    const { cols, rows } = this.screen.size;
    return this.screen.snapshot().then((screen) => ({ screen, cols, rows }));
  }

  detach(clientId: string): void {
    this.pipeline.flow.detach(clientId);
  }

  ack(clientId: string, bytes: number): void {
    this.pipeline.flow.ack(clientId, bytes);
  }

  /** Scrollback and screen as plain text, as a person reads them (wrapped lines joined). */
  async readText(): Promise<string> {
    this.pipeline.flush();
    return this.screen.readText();
  }

  /** Output held in memory on its way to the screen and viewers (bounded by flow control). */
  get bufferedBytes(): number {
    return this.pipeline.bufferedBytes;
  }

  /**
   * Puts text from outside into the program as the profile wants (neutralised,
   * bracketed paste, Enter apart, confirmed) and starts a turn. Prompts are
   * queued, never interleaved. submitted is false when the program never took
   * the prompt; the turn then fails, saying so.
   */
  submitPrompt(text: string): Promise<{ submitted: boolean }> {
    const next = this.queue.then(async () => {
      const run = this.requireRun();
      if (this.status === 'dialog') {
        // Enter would answer the dialog: that is the person's call, never Parley's.
        throw new CoreError(
          'conflict',
          `"${this.definition.name}" is waiting on a dialog (${this.dialog}): answer it in its terminal first.`,
        );
      }
      refuseShell(this.definition, run.pty.foregroundProgram());
      this.pipeline.flush();
      // A turn is read off the screen from here on: it is kept live.
      const screen = this.screen.live();
      await screen.whenParsed();
      const mark = screen.mark();
      this.turns.begin(() => screen.textSince(mark));
      const result = await submitPrompt(
        run.submitTarget(),
        this.profile.submit,
        text,
        this.deps.submitTiming,
      );
      this.turns.submitted(result.submitted, this.definition.name);
      run.reevaluate();
      return result;
    });
    this.queue = next.catch(() => undefined);
    return next;
  }

  /** The end of the latest submitted turn (see TurnTracker.wait). */
  waitForTurnEnd(options?: WaitForTurnOptions): Promise<TurnResult> {
    if (!this.run && !this.turns.started) {
      return Promise.reject(new CoreError('conflict', `"${this.definition.name}" is not running.`));
    }
    return this.turns.wait(() => {
      const screen = this.screen.live();
      const mark = screen.mark();
      return () => screen.textSince(mark);
    }, options);
  }

  /** Resolves when the status is one of wanted; rejects if the program ends first or on timeout. */
  waitForStatus(wanted: readonly SessionStatus[], timeoutMs: number): Promise<SessionStatus> {
    return waitForStatus(this, wanted, timeoutMs);
  }

  async dispose(): Promise<void> {
    await this.stop();
    this.turns.dispose();
    this.pipeline.dispose();
    this.screen.dispose();
    this.changeBus.clear();
    this.outputBus.clear();
    this.resyncBus.clear();
    this.turnBus.clear();
  }

  private handleExit(exit: PtyExit): void {
    const run = this.run;
    if (!run) return;
    this.run = undefined;
    run.dispose();
    this.pipeline.end();
    this.pipeline.connect(undefined);
    const stopped = run.stopping;
    this.turns.fail(
      new ProgramEndedError(
        `"${this.definition.name}" ${stopped ? 'was stopped' : `exited with code ${exit.exitCode}`} before its turn ended.`,
      ),
    );
    this.exitCode = stopped ? undefined : exit.exitCode;
    this.setStatus(stopped ? 'stopped' : 'exited');
  }

  private setStatus(status: SessionStatus, dialog?: string, dialogSubject?: string): void {
    if (status === this.status && dialog === this.dialog && dialogSubject === this.dialogSubject) {
      return;
    }
    this.dialogSubject = dialogSubject;
    this.status = status;
    this.dialog = dialog;
    this.changeBus.emit(this.snapshot());
  }

  private requireRun(): SessionRun {
    if (!this.run) {
      throw new CoreError(
        'conflict',
        `"${this.definition.name}" is not running. Restart it first.`,
      );
    }
    return this.run;
  }
}
