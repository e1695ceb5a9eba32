/**
 * A warning that comes again and again is logged once a period, with how many
 * times it came meanwhile: a tab left open on an old token retries every few
 * seconds for as long as it is open, and its refusals would fill the log and
 * rotate out what was worth keeping.
 */
export class QuietRepeats {
  private readonly said = new Map<string, { at: number; since: number }>();

  constructor(
    private readonly periodMs = 10 * 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The line to log for this warning now, or null to stay quiet. */
  line(text: string): string | null {
    const now = this.now();
    const last = this.said.get(text);
    if (last && now - last.at < this.periodMs) {
      last.since++;
      return null;
    }
    this.said.set(text, { at: now, since: 0 });
    return last?.since ? `${text} (${last.since} more times since it was last logged)` : text;
  }
}
