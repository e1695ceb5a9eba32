export const HIGH_WATERMARK_CHARS = 100_000;
export const LOW_WATERMARK_CHARS = 5_000;

/**
 * Flow control between a PTY and the clients that view it (VS Code's scheme):
 * each attached client acknowledges the characters it has rendered; when one
 * falls more than the high watermark behind, the PTY is paused until every
 * client is back under the low watermark. With no client attached nothing is
 * counted, so a session nobody watches (a command-line run) never stalls.
 */
export class FlowControl {
  private readonly unacked = new Map<string, number>();
  private paused = false;

  constructor(
    private readonly setPaused: (paused: boolean) => void,
    private readonly high = HIGH_WATERMARK_CHARS,
    private readonly low = LOW_WATERMARK_CHARS,
  ) {}

  get attachedClients(): readonly string[] {
    return [...this.unacked.keys()];
  }

  isAttached(clientId: string): boolean {
    return this.unacked.has(clientId);
  }

  attach(clientId: string): void {
    if (!this.unacked.has(clientId)) this.unacked.set(clientId, 0);
  }

  detach(clientId: string): void {
    this.unacked.delete(clientId);
    this.update();
  }

  /** Output sent to every attached client. */
  sent(chars: number): void {
    for (const [client, count] of this.unacked) this.unacked.set(client, count + chars);
    this.update();
  }

  ack(clientId: string, chars: number): void {
    const count = this.unacked.get(clientId);
    if (count === undefined) return;
    this.unacked.set(clientId, Math.max(0, count - chars));
    this.update();
  }

  /** Forget all counts (the program restarted). */
  reset(): void {
    for (const client of this.unacked.keys()) this.unacked.set(client, 0);
    this.update();
  }

  private update(): void {
    const worst = Math.max(0, ...this.unacked.values());
    if (!this.paused && worst > this.high) {
      this.paused = true;
      this.setPaused(true);
    } else if (this.paused && worst < this.low) {
      this.paused = false;
      this.setPaused(false);
    }
  }
}
