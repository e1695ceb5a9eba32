/**
 * Progress lines for a long-running command. On a terminal the running step
 * is one live line with a spinner and its elapsed seconds, turned into a
 * ✓ line with its duration when the next line comes; into a pipe or a file
 * every line is written once, plain, stamped with the seconds since start.
 */
export interface Progress {
  /** A step that runs until the next line (e.g. "Round 1/3 — reviewing…"). */
  step(text: string): void;
  /** Something that happened. Ends the running step. */
  note(text: string): void;
  /** The running step failed: marks it so, then says why. */
  fail(text: string): void;
  /** Something worth knowing while the step goes on (it keeps running). */
  warn(text: string): void;
  /** Ends the running step and stops the spinner; call before printing anything else. */
  stop(): void;
}

const SPINNER = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];
const FRAME_MS = 100;
const CLEAR_LINE = '\r\x1b[2K';

export function createProgress(out: NodeJS.WritableStream, now: () => number = Date.now): Progress {
  const isTty = (out as { isTTY?: boolean }).isTTY === true;
  return isTty ? new LiveProgress(out, now) : new PlainProgress(out, now);
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)}s`;
}

class PlainProgress implements Progress {
  private readonly started: number;

  constructor(
    private readonly out: NodeJS.WritableStream,
    private readonly now: () => number,
  ) {
    this.started = now();
  }

  step(text: string): void {
    this.line(text);
  }

  note(text: string): void {
    this.line(text);
  }

  fail(text: string): void {
    this.line(text);
  }

  warn(text: string): void {
    this.line(text);
  }

  stop(): void {
    // Every line is already out.
  }

  private line(text: string): void {
    this.out.write(`[${seconds(this.now() - this.started).padStart(6)}] ${text}\n`);
  }
}

class LiveProgress implements Progress {
  private current: { text: string; since: number } | undefined;
  private timer: NodeJS.Timeout | undefined;
  private frame = 0;

  constructor(
    private readonly out: NodeJS.WritableStream,
    private readonly now: () => number,
  ) {}

  step(text: string): void {
    this.finishStep('✓');
    this.current = { text, since: this.now() };
    this.draw();
    if (!this.timer) {
      this.timer = setInterval(() => this.draw(), FRAME_MS);
      // A spinner never keeps the process alive.
      this.timer.unref();
    }
  }

  note(text: string): void {
    this.finishStep('✓');
    this.out.write(`  ${text}\n`);
  }

  fail(text: string): void {
    this.finishStep('✗');
    this.out.write(`  ${text}\n`);
  }

  warn(text: string): void {
    this.out.write(`${CLEAR_LINE}! ${text}\n`);
    this.draw();
  }

  stop(): void {
    this.finishStep('✓');
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private draw(): void {
    if (!this.current) return;
    this.frame = (this.frame + 1) % SPINNER.length;
    const elapsed = Math.floor((this.now() - this.current.since) / 1000);
    const line = `${SPINNER[this.frame]} ${this.current.text} ${elapsed}s`;
    // A line wider than the terminal wraps, and the carriage return would redraw only its end.
    const columns = (this.out as { columns?: number }).columns ?? 80;
    const fitted = line.length < columns ? line : `${line.slice(0, columns - 2)}…`;
    this.out.write(`${CLEAR_LINE}${fitted}`);
  }

  private finishStep(mark: string): void {
    if (!this.current) return;
    const took = seconds(this.now() - this.current.since);
    this.out.write(`${CLEAR_LINE}${mark} ${this.current.text} ${took}\n`);
    this.current = undefined;
  }
}
