import type { TurnSignal } from './turnSignals/turnSignal';
import type { TurnSignalKind } from './profiles/profile';
import type { PtySpawner } from './pty/ptyProcess';
import type { SubmitTiming } from './submit/promptSubmitter';
import type { LaunchExtras } from './launchSpec';
import type { TerminalColours } from './screen/terminalColours';
import type { Logger } from '../log/logger';

/** What a turn signal may need to know of its session. */
export interface TurnSignalSession {
  /** The environment the session's program runs in, before the signal's own additions. */
  readonly env: Readonly<Record<string, string>>;
}

/** Makes the structured end-of-turn signal for one session (port; see turnSignals/). */
export type TurnSignalFactory = (
  kind: TurnSignalKind,
  runtimeDir: string,
  session: TurnSignalSession,
) => TurnSignal;

/** What a session needs from outside; given in its constructor so tests can pass their own. */
export interface SessionDeps {
  readonly spawner: PtySpawner;
  /** Without it, sessions whose profile has a turn signal fall back to the screen. */
  readonly turnSignals?: TurnSignalFactory;
  /** A directory this session may use for its turn signal's files. */
  readonly runtimeDir: string;
  /** The environment programs inherit (normally process.env). */
  readonly baseEnv: Readonly<Record<string, string | undefined>>;
  readonly submitTiming?: SubmitTiming;
  /** How long a screen-detected turn end waits for the structured signal. */
  readonly signalGraceMs?: number;
  /** Grace between SIGTERM and SIGKILL when the session is stopped. */
  readonly killGraceMs?: number;
  /** Where a turn signal that could not be made is reported; nowhere when absent. */
  readonly log?: Logger;
  /** The lines of scrollback the user's terminals keep (Settings), read as a session is made. */
  readonly scrollback?: () => number;
  /** The colours the user's terminals draw in, when a window has said (see terminal:set-colours). */
  readonly terminalColours?: () => TerminalColours | null;
}

/** Per-session launch tweaks that are not persisted (unattended flags, test environments). */
export type SessionLaunchOptions = LaunchExtras;
