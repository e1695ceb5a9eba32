import { StringDecoder } from 'node:string_decoder';

export const BATCH_INTERVAL_MS = 5;
export const BATCH_MAX_CHARS = 200_000;

/**
 * Collects PTY output for a few milliseconds (or until it is large) and hands
 * it on as one string, as Hyper's DataBatcher does: thousands of tiny events
 * would swamp the UI. Bytes are decoded by one UTF-8 StringDecoder, so a
 * character split between two reads is never mangled.
 */
export class OutputBatcher {
  private readonly decoder = new StringDecoder('utf8');
  private buffered = '';
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly flushTo: (data: string) => void,
    private readonly intervalMs = BATCH_INTERVAL_MS,
    private readonly maxChars = BATCH_MAX_CHARS,
  ) {}

  get bufferedChars(): number {
    return this.buffered.length;
  }

  push(data: Uint8Array | string): void {
    this.buffered += typeof data === 'string' ? data : this.decoder.write(data);
    if (this.buffered.length >= this.maxChars) this.flush();
    else this.timer ??= setTimeout(() => this.flush(), this.intervalMs);
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.buffered.length === 0) return;
    const data = this.buffered;
    this.buffered = '';
    this.flushTo(data);
  }

  /** Hands on what is left, including an incomplete character at the very end. */
  end(): void {
    this.buffered += this.decoder.end();
    this.flush();
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    this.buffered = '';
  }
}
