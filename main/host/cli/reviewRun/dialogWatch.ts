import type { SessionSnapshot } from '../../../../shared/contract';

/** A session that has shown the same dialog for too long. */
export interface StuckDialog {
  readonly sessionId: string;
  readonly label: string;
}

/**
 * Watches the run's sessions for a dialog (a first-run or permission screen
 * the profile recognises). Nobody can answer one in a command-line run, so a
 * dialog still up after limitMs is reported as stuck; one that goes away in
 * time is forgotten.
 */
export class DialogWatch {
  private readonly timers = new Map<string, { label: string; timer: NodeJS.Timeout }>();

  constructor(
    private readonly limitMs: number,
    private readonly onShown: (sessionId: string, label: string) => void,
    private readonly onStuck: (stuck: StuckDialog) => void,
  ) {}

  /** Feed every session:did-change of the run's sessions. */
  update(snapshot: SessionSnapshot): void {
    const label = snapshot.status === 'dialog' ? (snapshot.dialog ?? 'a dialog') : null;
    const current = this.timers.get(snapshot.id);
    if (current && current.label === label) return;
    if (current) clearTimeout(current.timer);
    this.timers.delete(snapshot.id);
    if (label === null) return;
    const timer = setTimeout(() => this.onStuck({ sessionId: snapshot.id, label }), this.limitMs);
    this.timers.set(snapshot.id, { label, timer });
    this.onShown(snapshot.id, label);
  }

  dispose(): void {
    for (const { timer } of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
