import { StringDecoder } from 'node:string_decoder';

export const BATCH_INTERVAL_MS = 5;
export const BATCH_MAX_CHARS = 200_000;
/** Output this short is a person's business (an echo, a prompt), not a flood. */
export const SMALL_OUTPUT_CHARS = 2048;
/**
 * Short outputs that may go at once within one interval; more than that is
 * load. Bash answers Ctrl-C in four writes (`^C`, CRLF, a mode switch, the
 * prompt): all of them must go at once.
 */
export const QUICK_PER_INTERVAL = 4;

/**
 * Collects PTY output and hands it on in batches, as Hyper's DataBatcher
 * does: thousands of tiny events would swamp the UI. But batching only pays
 * under load: output that finds the terminal idle goes on at once, and so do
 * the first few short outputs after it (Ctrl-C's `^C`, then the prompt), so a
 * person typing never waits on a timer. Once output keeps coming, it is held
 * and handed on once per interval (or when large). Bytes are decoded by one
 * UTF-8 StringDecoder, so a character split between two reads is never
 * mangled; a batch is joined once, not concatenated read by read.
 */
export class OutputBatcher {
  private readonly decoder = new StringDecoder('utf8');
  private parts: string[] = [];
  private chars = 0;
  /** Runs from a hand-on after idle for as long as output keeps coming, interval by interval. */
  private interval: NodeJS.Timeout | undefined;
  private quickLeft = 0;

  constructor(
    private readonly flushTo: (data: string) => void,
    private readonly intervalMs = BATCH_INTERVAL_MS,
    private readonly maxChars = BATCH_MAX_CHARS,
  ) {}

  get bufferedChars(): number {
    return this.chars;
  }

  push(data: Uint8Array | string): void {
    const text = typeof data === 'string' ? data : this.decoder.write(data);
    if (text.length === 0) return;
    this.parts.push(text);
    this.chars += text.length;
    if (this.interval === undefined || this.chars >= this.maxChars) {
      this.flush();
    } else if (this.chars <= SMALL_OUTPUT_CHARS && this.quickLeft > 0) {
      this.quickLeft--;
      this.flush();
    }
  }

  /** Hands on what is held now. */
  flush(): void {
    if (this.chars === 0) return;
    const data = this.parts.length === 1 ? this.parts[0]! : this.parts.join('');
    this.parts = [];
    this.chars = 0;
    this.interval ??= this.startInterval();
    this.flushTo(data);
  }

  /** Hands on what is left, including an incomplete character at the very end. */
  end(): void {
    const rest = this.decoder.end();
    if (rest) {
      this.parts.push(rest);
      this.chars += rest.length;
    }
    this.flush();
  }

  dispose(): void {
    clearTimeout(this.interval);
    this.interval = undefined;
    this.parts = [];
    this.chars = 0;
  }

  private startInterval(): NodeJS.Timeout {
    this.quickLeft = QUICK_PER_INTERVAL;
    return setTimeout(() => {
      this.interval = undefined;
      // Output came during the interval: hand it on, which starts the next one.
      // Nothing came: the terminal is idle again, and the next output goes at once.
      this.flush();
    }, this.intervalMs);
  }
}
