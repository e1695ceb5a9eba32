import type { SessionSnapshot } from '../../../../shared/contract';
import { shellQuote } from '../../../core/text/shellQuote';

/** A session that has shown the same dialog for too long. */
export interface StuckDialog {
  readonly sessionId: string;
  readonly label: string;
  /** What it asks about (the command a permission dialog would run), when known. */
  readonly subject?: string;
}

/**
 * What to tell a person about a dialog that ended a run: which one, and how
 * to get past it next time: the --allow flag for a command the agent wanted
 * to run, else answering it once by hand.
 */
export function stuckDialogAdvice(stuck: StuckDialog, who: string, workspace: string): string {
  const asked = stuck.subject ? `"${stuck.label}" (${stuck.subject})` : `"${stuck.label}"`;
  const advice = stuck.subject
    ? `To let the agents run it, run the review again with --allow ${shellQuote(stuck.subject)}.`
    : `Start that agent once by hand in ${workspace} and answer it, then run the review again.`;
  return `The ${who} is waiting on a dialog nobody can answer in a command-line run: ${asked}. ${advice}`;
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
    const stuck: StuckDialog = {
      sessionId: snapshot.id,
      label,
      ...(snapshot.dialogSubject ? { subject: snapshot.dialogSubject } : {}),
    };
    const timer = setTimeout(() => this.onStuck(stuck), this.limitMs);
    this.timers.set(snapshot.id, { label, timer });
    this.onShown(snapshot.id, label);
  }

  dispose(): void {
    for (const { timer } of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}
