/**
 * Acknowledge in steps this many bytes big. Each ack is a contract call with
 * an answer, parsed and validated on both sides: at VS Code's 5,000 a flood
 * of 8 MB cost 1,700 round trips competing with the terminal for the page's
 * thread. The flow-control window (2 MB before a pause) leaves room for
 * forty steps on the way, so the PTY still never waits on an ack.
 */
export const ACK_EVERY_BYTES = 50_000;

/**
 * Flow control, the renderer's half: counts the bytes of output the terminal
 * has rendered and reports them to the app every `every` bytes, so the main
 * side can pause a flooding PTY until the screen catches up.
 */
export class AckCounter {
  private unacked = 0;

  constructor(
    private readonly sendAck: (bytes: number) => void,
    private readonly every: number = ACK_EVERY_BYTES,
  ) {}

  /** Forgets what was rendered but not reported: the app counts afresh from an attach. */
  reset(): void {
    this.unacked = 0;
  }

  rendered(bytes: number): void {
    this.unacked += bytes;
    if (this.unacked < this.every) return;
    const done = this.unacked;
    this.unacked = 0;
    this.sendAck(done);
  }
}
