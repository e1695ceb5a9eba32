import { wholeCharacterLength } from './utf8Boundary';

/**
 * Under a flood, one batch a frame (Hyper's 16 ms) of up to a megabyte. The
 * page's terminal draws a frame after each batch it has parsed, and a frame
 * of a full terminal costs about as much as parsing 150 KB: batches of 5 ms
 * (about 150 KB from a PTY) drew a frame per 150 KB, and browser mode reached
 * 0.7× the page's own xterm.js; at 16 ms it is 0.8× and over (bench
 * browser-terminal-throughput). Output after an idle moment still goes at once.
 */
export const BATCH_INTERVAL_MS = 16;
export const BATCH_MAX_BYTES = 1_000_000;
/** Output this short is a person's business (an echo, a prompt), not a flood. */
export const SMALL_OUTPUT_BYTES = 2048;
/**
 * Short outputs that may go at once within one interval; more than that is
 * load. Bash answers Ctrl-C in four writes (`^C`, CRLF, a mode switch, the
 * prompt): all of them must go at once.
 */
export const QUICK_PER_INTERVAL = 4;

/** One batch of output: the PTY's bytes, for terminals, and the same decoded, for what reads text. */
export interface OutputBatch {
  readonly bytes: Uint8Array;
  readonly text: string;
}

/**
 * A batch decoded when its text is first read: the terminals, which take the
 * bytes, get them before the core spends time on reading them.
 */
class BatchOfBytes implements OutputBatch {
  private decoded: string | undefined;

  constructor(readonly bytes: Uint8Array) {}

  get text(): string {
    return (this.decoded ??= decoder.decode(this.bytes));
  }
}

const utf8 = new TextEncoder();
const decoder = new TextDecoder();

/**
 * Collects PTY output and hands it on in batches, as Hyper's DataBatcher
 * does: thousands of tiny events would swamp the UI. But batching only pays
 * under load: output that finds the terminal idle goes on at once, and so do
 * the first few short outputs after it (Ctrl-C's `^C`, then the prompt), so a
 * person typing never waits on a timer. Once output keeps coming, it is held
 * and handed on once per interval (or when large). A batch is whole UTF-8
 * characters: one split between two reads waits for its last bytes, so the
 * bytes a terminal gets and the text the core reads always say the same.
 */
export class OutputBatcher {
  private parts: Uint8Array[] = [];
  private bytes = 0;
  /** Runs from a hand-on after idle for as long as output keeps coming, interval by interval. */
  private interval: NodeJS.Timeout | undefined;
  private quickLeft = 0;

  constructor(
    private readonly flushTo: (batch: OutputBatch) => void,
    private readonly intervalMs = BATCH_INTERVAL_MS,
    private readonly maxBytes = BATCH_MAX_BYTES,
  ) {}

  get bufferedBytes(): number {
    return this.bytes;
  }

  push(data: Uint8Array | string): void {
    const bytes = typeof data === 'string' ? utf8.encode(data) : data;
    if (bytes.length === 0) return;
    this.parts.push(bytes);
    this.bytes += bytes.length;
    if (this.interval === undefined || this.bytes >= this.maxBytes) {
      this.flush();
    } else if (this.bytes <= SMALL_OUTPUT_BYTES && this.quickLeft > 0) {
      this.quickLeft--;
      this.flush();
    }
  }

  /** Hands on what is held now, but for a character still missing bytes. */
  flush(): void {
    this.handOn(false);
  }

  /** Hands on what is left, including an incomplete character at the very end. */
  end(): void {
    this.handOn(true);
  }

  dispose(): void {
    clearTimeout(this.interval);
    this.interval = undefined;
    this.parts = [];
    this.bytes = 0;
  }

  private handOn(incompleteToo: boolean): void {
    if (this.bytes === 0) return;
    const held = this.parts.length === 1 ? this.parts[0]! : joined(this.parts, this.bytes);
    const whole = incompleteToo ? held.length : wholeCharacterLength(held);
    if (whole === 0) {
      this.parts = [held];
      return;
    }
    const bytes = ownBytes(held, whole);
    this.parts = whole === held.length ? [] : [held.subarray(whole)];
    this.bytes = held.length - whole;
    try {
      this.flushTo(new BatchOfBytes(bytes));
    } finally {
      // After the hand-on, which a person typing waits for; the timer is not.
      this.interval ??= this.startInterval();
    }
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

function joined(parts: readonly Uint8Array[], length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

/**
 * The first `length` bytes in an array of their own. A view into a larger
 * buffer (a PTY read, Node's pool of small Buffers) would take all of that
 * buffer along when structured clone sends it to another process: other
 * output, another session's too, would reach the page.
 */
function ownBytes(bytes: Uint8Array, length: number): Uint8Array {
  if (length === bytes.length && bytes.byteOffset === 0 && bytes.buffer.byteLength === length) {
    return bytes;
  }
  const own = new Uint8Array(length);
  own.set(bytes.subarray(0, length));
  return own;
}
