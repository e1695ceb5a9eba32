import headless from '@xterm/headless';
import type { IBuffer, ILogger, IMarker, Terminal as HeadlessTerminal } from '@xterm/headless';
import serializeModule from '@xterm/addon-serialize';
import type { ReplayEntry } from './replayBuffer';
import { COLOUR_QUERIES, colourReply, type TerminalColours } from './terminalColours';

// Both packages are CommonJS without an "exports" map: under Node's ESM only
// the default import carries their classes (named imports fail at runtime).
const { Terminal } = headless;
const { SerializeAddon } = serializeModule;

export const DEFAULT_SCROLLBACK = 5000;

/**
 * The lines a session's screen keeps: as many as the user's terminals keep,
 * so a terminal shown again gets back what it showed, and never fewer than
 * the default, which answers read off the screen need.
 */
export function sessionScrollback(userLines: number | undefined): number {
  return Math.max(DEFAULT_SCROLLBACK, userLines ?? 0);
}

/** Where the screen stood before a prompt went in; see textSince. */
export interface ScreenMark {
  readonly top: IMarker | undefined;
  readonly lines: readonly string[];
}

/**
 * The session's screen as a person sees it: a headless xterm fed with exactly
 * the bytes the visible terminal gets. It is also the one place that answers
 * terminal queries (cursor position and friends); see onReply.
 */
export class ScreenModel {
  private readonly terminal: HeadlessTerminal;
  private readonly serializer = new SerializeAddon();
  private pending = 0;
  private readonly parsedListeners = new Set<() => void>();
  private readonly notTextListeners = new Set<() => void>();
  private saidNotText = false;
  /** Replaying output already answered: its queries get no second answer. */
  private muted = false;

  /** `colours`: what to answer a program asking for the terminal's colours; none when null. */
  constructor(
    cols: number,
    rows: number,
    private readonly scrollback = DEFAULT_SCROLLBACK,
    colours: () => TerminalColours | null = () => null,
  ) {
    this.terminal = new Terminal({
      cols,
      rows,
      scrollback,
      allowProposedApi: true,
      logger: this.quietLogger(),
    });
    this.answerColourQueries(colours);
    // The addon's typings name @xterm/xterm's Terminal; the headless one has the same surface.
    this.terminal.loadAddon(
      this.serializer as unknown as Parameters<HeadlessTerminal['loadAddon']>[0],
    );
  }

  /** Characters written but not parsed yet (the emulator parses asynchronously). */
  get pendingChars(): number {
    return this.pending;
  }

  get bracketedPaste(): boolean {
    return this.terminal.modes.bracketedPasteMode;
  }

  get cols(): number {
    return this.terminal.cols;
  }

  get rows(): number {
    return this.terminal.rows;
  }

  write(data: string): void {
    this.pending += data.length;
    this.terminal.write(data, () => {
      this.pending -= data.length;
      for (const listener of this.parsedListeners) listener();
    });
  }

  /**
   * Output the program printed before this screen was built (see
   * SessionScreen), in order with its size changes; the queries in it were
   * answered then, or never will be, so none is answered now.
   */
  replay(entries: readonly ReplayEntry[]): void {
    this.muted = true;
    for (const entry of entries) {
      if (typeof entry === 'string') this.write(entry);
      else this.terminal.write('', () => this.terminal.resize(entry.cols, entry.rows));
    }
    this.terminal.write('', () => (this.muted = false));
  }

  /**
   * Once per screen, the first time the output held bytes no terminal sequence
   * explains (binary data, say `head -c 3000 /usr/bin/ls`).
   */
  onNotText(listener: () => void): () => void {
    this.notTextListeners.add(listener);
    return () => this.notTextListeners.delete(listener);
  }

  /** Called after each written chunk has been parsed. */
  onParsed(listener: () => void): () => void {
    this.parsedListeners.add(listener);
    return () => this.parsedListeners.delete(listener);
  }

  /** The emulator's answers to queries in the output (e.g. ESC[6n): they belong on the PTY. */
  onReply(listener: (data: string) => void): () => void {
    const answer = (data: string) => {
      if (!this.muted) listener(data);
    };
    const text = this.terminal.onData(answer);
    const binary = this.terminal.onBinary(answer);
    return () => {
      text.dispose();
      binary.dispose();
    };
  }

  /**
   * An OSC sequence with this number, as the emulator meets it: everything
   * written before it is on the screen by then. The sequence itself shows
   * nowhere (terminals ignore OSC numbers they do not know).
   */
  onOsc(osc: number, listener: (payload: string) => void): () => void {
    const handler = this.terminal.parser.registerOscHandler(osc, (payload) => {
      listener(payload);
      return true;
    });
    return () => handler.dispose();
  }

  /**
   * A headless terminal has no colours to tell. A program that asks (Gemini
   * CLI does at start) and hears nothing takes the background for dark, and
   * on a light one draws text white on white: it is told the user's.
   */
  private answerColourQueries(colours: () => TerminalColours | null): void {
    for (const osc of [10, 11] as const) {
      this.terminal.parser.registerOscHandler(osc, (payload) => {
        const known = colours();
        // Setting a colour is the emulator's business; a query unanswered stays so.
        if (payload !== '?' || !known) return false;
        // As a reply, through onReply (a replayed query stays unanswered there).
        this.terminal.input(colourReply(osc, known[COLOUR_QUERIES[osc]]), false);
        return true;
      });
    }
  }

  /** Resolves once everything written so far has been parsed. */
  whenParsed(): Promise<void> {
    return new Promise((resolve) => this.terminal.write('', resolve));
  }

  resize(cols: number, rows: number): void {
    this.terminal.resize(cols, rows);
  }

  /** Scrollback and screen as plain text, wrapped lines joined, trailing blank lines dropped. */
  readText(): string {
    return joinLines(this.buffer, 0);
  }

  /** Only what is visible now (no scrollback): what readiness and dialog rules look at. */
  viewportText(): string {
    return physicalLines(this.buffer, this.buffer.baseY, this.buffer.length).join('\n');
  }

  /** Remembers the visible screen, to tell later what was written after this moment. */
  mark(): ScreenMark {
    const buffer = this.buffer;
    return {
      top: this.terminal.registerMarker(-buffer.cursorY),
      lines: physicalLines(buffer, buffer.baseY, buffer.length),
    };
  }

  /**
   * The text written since mark(): from the first screen line that differs
   * from what was there then. TUIs redraw their input box in place, so the
   * first changed line is where the prompt's echo and the answer begin.
   */
  textSince(mark: ScreenMark): string {
    const buffer = this.buffer;
    if (buffer.type === 'alternate') return joinLines(buffer, 0);
    // A trimmed marker means the answer outgrew the scrollback: keep all we have.
    if (!mark.top || mark.top.isDisposed || mark.top.line < 0) return joinLines(buffer, 0);
    const top = mark.top.line;
    let first = top;
    while (first < buffer.length && first - top < mark.lines.length) {
      if (lineText(buffer, first) !== mark.lines[first - top]) break;
      first++;
    }
    // Start at the beginning of the logical line the change falls in.
    while (first > 0 && first < buffer.length && buffer.getLine(first)?.isWrapped) first--;
    return joinLines(buffer, first);
  }

  /**
   * The screen serialised (escape sequences that redraw it) exactly as of
   * everything written so far: taken inside the parse callback, before any
   * later write is parsed.
   */
  snapshotWhenParsed(): Promise<string> {
    return new Promise((resolve) =>
      this.terminal.write('', () =>
        resolve(this.serializer.serialize({ scrollback: this.scrollback })),
      ),
    );
  }

  dispose(): void {
    this.parsedListeners.clear();
    this.notTextListeners.clear();
    this.terminal.dispose();
  }

  /**
   * xterm.js logs every sequence it cannot parse to the console as an object:
   * binary output printed 175 of them for 200 KB. The screen says once that the
   * output is not text instead, and its other chatter goes nowhere.
   */
  private quietLogger(): ILogger {
    const ignore = () => undefined;
    return {
      trace: ignore,
      debug: ignore,
      info: ignore,
      warn: ignore,
      error: (message) => {
        if (this.saidNotText || !String(message).includes('Parsing error')) return;
        this.saidNotText = true;
        for (const listener of this.notTextListeners) listener();
      },
    };
  }

  private get buffer(): IBuffer {
    return this.terminal.buffer.active;
  }
}

function lineText(buffer: IBuffer, index: number): string {
  return buffer.getLine(index)?.translateToString(true) ?? '';
}

function physicalLines(buffer: IBuffer, from: number, to: number): string[] {
  const lines: string[] = [];
  for (let i = from; i < to; i++) lines.push(lineText(buffer, i));
  return lines;
}

function joinLines(buffer: IBuffer, from: number): string {
  const logical: string[] = [];
  for (let i = from; i < buffer.length; i++) {
    const line = buffer.getLine(i);
    if (!line) continue;
    // A line that continues on the next keeps its trailing spaces: they are text.
    const continues = buffer.getLine(i + 1)?.isWrapped ?? false;
    const text = line.translateToString(!continues);
    if (line.isWrapped && logical.length > 0) logical[logical.length - 1] += text;
    else logical.push(text);
  }
  while (logical.length > 0 && logical[logical.length - 1]?.trim() === '') logical.pop();
  return logical.join('\n');
}
