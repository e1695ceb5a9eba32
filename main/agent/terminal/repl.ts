import { Composer, type ComposerEvent } from './composer';
import {
  BANNER,
  DISABLE_BRACKETED_PASTE,
  ENABLE_BRACKETED_PASTE,
  ERASE_LINE,
  PROMPT,
  crlf,
  fitToWidth,
  statusLine,
  usageLine,
} from './screenText';

/** What one turn produced: the activity shown while working, and the answer. */
export interface TurnResult {
  readonly activity: string;
  readonly answer: string;
  /** Characters read for the turn (the request, and a request file's contents). */
  readonly inputChars: number;
}

/** The terminal as the REPL sees it: a port, so the program runs the same in any host. */
export interface Terminal {
  write(text: string): void;
  /** The terminal's width: a status line must fit on one row to be erased whole. */
  columns(): number;
  exit(code: number): void;
}

export interface ReplOptions {
  /** Time spent "working" before the answer, to let a watcher see the busy state. */
  readonly delayMs: number;
  /**
   * Written after each turn's prompt: Parley's turn-end marker when it gave
   * this session a token (see turnSignals/turnEndMarker.ts), else nothing.
   */
  readonly turnEndMarker: string;
}

/**
 * The read-eval-print loop: banner and prompt, the composer taking keys,
 * one turn per submission (queued while a turn runs), the status line, the
 * answer, the usage line, the prompt again.
 */
export class Repl {
  private readonly composer = new Composer();
  private readonly queue: string[] = [];
  private busy = false;
  private ending = false;
  private exited = false;

  constructor(
    private readonly terminal: Terminal,
    private readonly respond: (request: string) => Promise<TurnResult>,
    private readonly options: ReplOptions,
  ) {}

  start(): void {
    this.terminal.write(`${ENABLE_BRACKETED_PASTE}${crlf(BANNER)}\r\n\r\n${PROMPT}`);
  }

  input(data: string): void {
    if (this.exited) return;
    for (const event of this.composer.feed(data)) this.handle(event);
  }

  /** The input ended (stdin closed): finish the queued work, then leave. */
  end(): void {
    this.ending = true;
    if (!this.busy) this.exit();
  }

  private handle(event: ComposerEvent): void {
    switch (event.kind) {
      case 'echo':
        this.terminal.write(event.text);
        return;
      case 'cleared':
        this.terminal.write(`^C\r\n${PROMPT}`);
        return;
      case 'exit-armed':
        this.terminal.write(`\r\n(press Ctrl+C again to exit)\r\n${PROMPT}`);
        return;
      case 'exit':
        this.exit();
        return;
      case 'submit':
        // An empty Enter does nothing, as in agent composers (Parley may retry Enter).
        if (event.text.trim() === '') return;
        this.queue.push(event.text);
        void this.drain();
    }
  }

  private async drain(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    for (let request = this.queue.shift(); request !== undefined; request = this.queue.shift()) {
      await this.turn(request);
    }
    this.busy = false;
    if (this.ending) this.exit();
  }

  private async turn(request: string): Promise<void> {
    this.terminal.write('\r\n');
    const result = await this.respond(request).catch(failedTurn);
    // The status line shows while the agent works and is erased when the answer comes,
    // as agent TUIs do, so a busy pattern never matches a finished turn.
    this.terminal.write(fitToWidth(statusLine(result.activity), this.terminal.columns()));
    if (this.options.delayMs > 0) await sleep(this.options.delayMs);
    this.terminal.write(`${ERASE_LINE}${crlf(result.answer)}\r\n\r\n`);
    // The marker goes last: once Parley reads it, the whole answer is on its screen.
    this.terminal.write(
      `${usageLine(result.inputChars, result.answer.length)}\r\n\r\n${PROMPT}${this.options.turnEndMarker}`,
    );
  }

  private exit(): void {
    if (this.exited) return;
    this.exited = true;
    this.terminal.write(`${DISABLE_BRACKETED_PASTE}\r\n`);
    this.terminal.exit(0);
  }
}

/** parley-agent never dies on a request: a failure is the turn's answer. */
function failedTurn(error: unknown): TurnResult {
  const reason = error instanceof Error ? error.message : String(error);
  return {
    activity: 'failing',
    answer: `parley-agent could not handle this request: ${reason}`,
    inputChars: 0,
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
