/**
 * How often a crashed core process is started again: a few times within a
 * window, then no more, so a core that dies on start does not spin forever.
 */
export class RestartBudget {
  private readonly restarts: number[] = [];

  constructor(
    readonly maxRestarts = 3,
    readonly windowMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** True (and counted) when one more restart is allowed now. */
  take(): boolean {
    const since = this.now() - this.windowMs;
    while (this.restarts.length > 0 && (this.restarts[0] ?? 0) <= since) this.restarts.shift();
    if (this.restarts.length >= this.maxRestarts) return false;
    this.restarts.push(this.now());
    return true;
  }
}
