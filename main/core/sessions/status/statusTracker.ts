import type { AgentProfile } from '../profiles/profile';

/** The statuses a running session moves between (stopped and exited are set by the session). */
export type LiveStatus = 'starting' | 'ready' | 'busy' | 'dialog';

export interface LiveState {
  readonly status: LiveStatus;
  readonly dialog?: string;
  /** What the dialog asks about (a command to allow), when the profile can read it. */
  readonly dialogSubject?: string;
}

/** What the profile's rules say about one screen, or null when no rule decides. */
export function classifyScreen(
  screen: string,
  profile: Pick<AgentProfile, 'readiness' | 'dialogs'>,
): LiveState | null {
  const dialog = profile.dialogs.find((rule) => rule.pattern.test(screen));
  if (dialog) {
    const subject = dialog.subject?.exec(screen)?.[1]?.trim();
    return {
      status: 'dialog',
      dialog: dialog.label,
      ...(subject ? { dialogSubject: subject } : {}),
    };
  }
  if (profile.readiness.busyPattern?.test(screen)) return { status: 'busy' };
  if (profile.readiness.readyPattern?.test(screen)) return { status: 'ready' };
  return null;
}

/**
 * Whether the profile's rules read the screen (a dialog, a busy or ready
 * pattern). Without them, status comes from output activity and a screen is
 * asked only whether it shows anything yet.
 */
export function readsScreen(profile: Pick<AgentProfile, 'readiness' | 'dialogs'>): boolean {
  const { readyPattern, busyPattern } = profile.readiness;
  return profile.dialogs.length > 0 || readyPattern !== undefined || busyPattern !== undefined;
}

/** Output this soon after a keystroke is taken as its echo, not as the program working. */
export const ECHO_WINDOW_MS = 150;

/**
 * Decides a running session's status from its screen and its output activity:
 * a known dialog first, then the profile's busy and ready patterns, and where
 * no pattern decides, output means busy and a quiet period means ready.
 */
export class StatusTracker {
  private state: LiveState = { status: 'starting' };
  private lastOutputAt: number;
  private lastKeystrokeAt = -Infinity;
  private workedSinceQuiet = false;

  constructor(
    private readonly profile: Pick<AgentProfile, 'readiness' | 'dialogs'>,
    private readonly now: () => number = Date.now,
  ) {
    this.lastOutputAt = now();
  }

  get current(): LiveState {
    return this.state;
  }

  quietForMs(): number {
    return this.now() - this.lastOutputAt;
  }

  noteKeystroke(): void {
    this.lastKeystrokeAt = this.now();
  }

  noteOutput(): void {
    const now = this.now();
    this.lastOutputAt = now;
    if (now - this.lastKeystrokeAt > ECHO_WINDOW_MS) this.workedSinceQuiet = true;
  }

  /** Re-reads the screen (read only if a rule needs it); answers true when the state changed. */
  evaluate(screen: string | (() => string)): boolean {
    const next = this.decide(typeof screen === 'string' ? () => screen : screen);
    const changed =
      next.status !== this.state.status ||
      next.dialog !== this.state.dialog ||
      next.dialogSubject !== this.state.dialogSubject;
    this.state = next;
    return changed;
  }

  private decide(readScreen: () => string): LiveState {
    const { readyPattern, busyPattern, quietMs } = this.profile.readiness;
    const quiet = this.quietForMs() >= quietMs;
    if (quiet) this.workedSinceQuiet = false;
    const byRule = readsScreen(this.profile) ? classifyScreen(readScreen(), this.profile) : null;
    if (byRule) return byRule;
    if (this.state.status === 'starting') {
      // Ready means the program has drawn its input, however long its start-up takes on a
      // loaded machine: a program with an input box to show only once it shows it, any
      // other once it has drawn something and gone quiet. A quiet period alone would hand a
      // prompt to a program not yet reading (Gemini CLI still loading, opencode's blank
      // screen before its first frame).
      return quiet && !readyPattern && readScreen().trim() !== ''
        ? { status: 'ready' }
        : this.state;
    }
    if (quiet) return { status: 'ready' };
    // A dialog that went away while output flows: the program is working again.
    if (this.state.status === 'dialog') return { status: 'busy' };
    // A program that shows when it works is busy only when it shows it: its output alone
    // (a paste drawn late in its input box) is not work.
    if (this.workedSinceQuiet && !busyPattern) return { status: 'busy' };
    return { status: this.state.status };
  }
}
