import { ReplayBuffer, replayLimitFor } from './replayBuffer';
import { DEFAULT_SCROLLBACK, ScreenModel } from './screenModel';
import type { TerminalColours } from './terminalColours';
import { QueryWatch } from './terminalQueries';

type Listener<T> = (value: T) => void;

/**
 * A session's screen, built only while something reads it. Parsing output
 * into an emulator costs as much as drawing it, so a session whose status and
 * turns are not read off its screen (a shell, a custom command) keeps its raw
 * output in a replay buffer instead, and a screen is built from it when one
 * is asked for: for a moment, to answer a client attaching or a read of the
 * text; for good (live()), by whatever reads it as it changes: a prompt's
 * submission and turn, a profile's screen rules, an output marker, or a
 * terminal query in the output, which only an emulator can answer.
 */
export class SessionScreen {
  private model: ScreenModel | undefined;
  private replay: ReplayBuffer | undefined;
  private readonly queries = new QueryWatch();
  private readonly updateListeners = new Set<() => void>();
  private readonly replyListeners = new Set<Listener<string>>();
  private readonly oscListeners = new Set<{ osc: number; listener: Listener<string> }>();
  private readonly modelCleanups: Array<() => void> = [];
  /** Screens built for a moment parse the same output again: it is not text only once. */
  private saidNotText = false;
  /**
   * The last snapshot, while nothing was written or resized since: an idle
   * session attached again (a reload, another window, a terminal the window
   * let go) is not rebuilt and serialised again, which blocks the core for
   * 50–250 ms at 10,000 lines.
   */
  private lastSnapshot: Promise<string> | undefined;

  /**
   * `scrollback`: the lines the screen keeps above what is visible; `colours`:
   * what a program asking for the terminal's colours is told (see ScreenModel).
   */
  constructor(
    private cols: number,
    private rows: number,
    private readonly onNotText: () => void = () => undefined,
    private readonly scrollback = DEFAULT_SCROLLBACK,
    private readonly colours: () => TerminalColours | null = () => null,
  ) {
    this.replay = new ReplayBuffer(cols, rows, replayLimitFor(scrollback));
  }

  /** Whether the screen is kept up to date as output comes (not only replayed when asked). */
  get isLive(): boolean {
    return this.model !== undefined;
  }

  /** Characters written but not parsed yet; none while only replay is kept. */
  get pendingChars(): number {
    return this.model?.pendingChars ?? 0;
  }

  write(data: string): void {
    this.lastSnapshot = undefined;
    if (this.replay && this.queries.asks(data)) this.live();
    if (this.model) {
      this.model.write(data);
      return;
    }
    this.replay?.append(data);
    for (const listener of this.updateListeners) listener();
  }

  resize(cols: number, rows: number): void {
    this.lastSnapshot = undefined;
    this.cols = cols;
    this.rows = rows;
    if (this.model) this.model.resize(cols, rows);
    else this.replay?.resize(cols, rows);
  }

  /** The screen, built now if it is not, and kept up to date from now on. */
  live(): ScreenModel {
    if (this.model) return this.model;
    const model = this.build();
    this.replay = undefined;
    this.model = model;
    this.modelCleanups.push(
      model.onParsed(() => {
        for (const listener of this.updateListeners) listener();
      }),
      model.onReply((reply) => {
        for (const listener of this.replyListeners) listener(reply);
      }),
      ...[...this.oscListeners].map(({ osc, listener }) => model.onOsc(osc, listener)),
    );
    return model;
  }

  /** After output was parsed (a live screen) or kept (replay only): the screen may read differently. */
  onUpdate(listener: () => void): () => void {
    this.updateListeners.add(listener);
    return () => this.updateListeners.delete(listener);
  }

  /** The emulator's answers to queries in the output: they belong on the PTY. */
  onReply(listener: Listener<string>): () => void {
    this.replyListeners.add(listener);
    return () => this.replyListeners.delete(listener);
  }

  /** An OSC sequence with this number as the emulator meets it; watching one keeps the screen live. */
  onOsc(osc: number, listener: Listener<string>): () => void {
    const entry = { osc, listener };
    this.oscListeners.add(entry);
    const stop = this.live().onOsc(osc, listener);
    return () => {
      this.oscListeners.delete(entry);
      stop();
    };
  }

  /**
   * What the visible screen shows, for status rules. A screen not built is
   * asked one thing only (has the program drawn anything?): it answers the
   * text printed since the last clear, without building a screen.
   */
  viewportText(): string {
    return this.model ? this.model.viewportText() : (this.replay?.printedText() ?? '');
  }

  /** The screen serialised as of everything written so far (see ScreenModel.snapshotWhenParsed). */
  snapshot(): Promise<string> {
    if (this.lastSnapshot) return this.lastSnapshot;
    const taken = this.withScreen((model) => model.snapshotWhenParsed());
    this.lastSnapshot = taken;
    // A snapshot that failed is taken afresh next time.
    taken.catch(() => {
      if (this.lastSnapshot === taken) this.lastSnapshot = undefined;
    });
    return taken;
  }

  /** Scrollback and screen as plain text, once everything written so far is parsed. */
  readText(): Promise<string> {
    return this.withScreen(async (model) => {
      await model.whenParsed();
      return model.readText();
    });
  }

  get size(): { cols: number; rows: number } {
    return { cols: this.cols, rows: this.rows };
  }

  dispose(): void {
    this.lastSnapshot = undefined;
    for (const cleanup of this.modelCleanups.splice(0)) cleanup();
    this.updateListeners.clear();
    this.replyListeners.clear();
    this.oscListeners.clear();
    this.model?.dispose();
    this.model = undefined;
    this.replay = undefined;
  }

  /** The live screen, or one built for this read and let go after it. */
  private async withScreen<T>(read: (model: ScreenModel) => Promise<T>): Promise<T> {
    if (this.model) return read(this.model);
    const model = this.build();
    try {
      return await read(model);
    } finally {
      model.dispose();
    }
  }

  private build(): ScreenModel {
    const start = this.replay?.start ?? { cols: this.cols, rows: this.rows };
    const model = new ScreenModel(start.cols, start.rows, this.scrollback, this.colours);
    model.onNotText(() => {
      if (this.saidNotText) return;
      this.saidNotText = true;
      this.onNotText();
    });
    // Ends at the size the session has now (a no-op when the replay's last change set it).
    model.replay([...(this.replay?.replay() ?? []), { cols: this.cols, rows: this.rows }]);
    return model;
  }
}
