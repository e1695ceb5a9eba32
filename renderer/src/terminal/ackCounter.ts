/** Acknowledge in steps this big, as VS Code does: often enough, not per chunk. */
export const ACK_EVERY_CHARS = 5_000;

/**
 * Flow control, the renderer's half: counts characters the terminal has
 * rendered and reports them to the app every `every` characters, so the main
 * side can pause a flooding PTY until the screen catches up.
 */
export class AckCounter {
  private unacked = 0;

  constructor(
    private readonly sendAck: (chars: number) => void,
    private readonly every: number = ACK_EVERY_CHARS,
  ) {}

  /** Forgets what was rendered but not reported: the app counts afresh from an attach. */
  reset(): void {
    this.unacked = 0;
  }

  rendered(count: number): void {
    this.unacked += count;
    if (this.unacked < this.every) return;
    const chars = this.unacked;
    this.unacked = 0;
    this.sendAck(chars);
  }
}
