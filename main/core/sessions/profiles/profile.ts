import type { PermissionPolicy } from '../permissions/permissionPolicy';

/**
 * An agent profile: everything Parley needs to know to drive one kind of
 * agent CLI in a terminal. Built-in profiles live beside this file, one each.
 */
export interface AgentProfile {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly command: string;
  /** How to install the program when it is not on PATH, for the user to run. */
  readonly installHint?: string;
  readonly args: readonly string[];
  readonly env?: Readonly<Record<string, string>>;
  /** The custom profile: the user supplies the command line. */
  readonly needsCommand?: boolean;
  readonly submit: SubmitMethod;
  /**
   * Review prompts longer than this go to a file the agent is told to read
   * (default: delivery's PASTE_LIMIT_BYTES). Raised for agents that take big
   * pastes whole but cannot read Parley's prompt files.
   */
  readonly pasteLimitBytes?: number;
  readonly readiness: ReadinessRules;
  readonly cost: CostSource;
  /**
   * Tokens the agent sends with every model request besides the prompt (its
   * system prompt and tool definitions): what even a short phase costs.
   */
  readonly contextTokens?: number;
  /** First-run and permission screens this program is known to show. */
  readonly dialogs: readonly DialogRule[];
  /** A structured end-of-turn signal Parley injects per session, if the program has one. */
  readonly turnSignal?: TurnSignalKind;
  /**
   * The CLI's own flags that hold an unattended run to a permission policy:
   * no dialog ever, anything outside the policy refused by the agent itself.
   */
  readonly permissionArgs?: (policy: PermissionPolicy) => readonly string[];
  /**
   * Environment that holds an unattended run to the same policy, for a CLI that
   * reads its rules from there (opencode's OPENCODE_PERMISSION); beside permissionArgs.
   */
  readonly permissionEnv?: (policy: PermissionPolicy) => Readonly<Record<string, string>>;
}

export type SubmitMethod =
  | {
      /** Bracketed paste when the program enabled it, then Enter as its own write. */
      readonly kind: 'paste';
      /** How long the program holds a paste before Enter is taken as submit. */
      readonly pasteSettleMs: number;
      /** Bounded retries of Enter until the submission is confirmed. */
      readonly enterRetries: number;
      /**
       * How long to wait for the program to turn bracketed paste on before the
       * text is typed instead: some draw their prompt a moment before they do.
       */
      readonly pasteModeWaitMs?: number;
    }
  | { readonly kind: 'stdin' };

export interface ReadinessRules {
  /** The screen shows this when the program waits for input (its prompt box is back). */
  readonly readyPattern?: RegExp;
  /** The screen shows this while the program works (e.g. "esc to interrupt"). */
  readonly busyPattern?: RegExp;
  /** Output quiet this long counts as ready when no pattern decides. */
  readonly quietMs: number;
  /**
   * The input box never leaves the screen, not even while the program works
   * (Ink and opentui TUIs): its prompt being there ends no turn; only a turn
   * seen busy can end by the screen, once it is no longer busy.
   */
  readonly inputAlwaysShown?: boolean;
  /**
   * How long a screen that looks done waits for the turn signal, whose text is
   * the better answer (default 5 s): longer for a signal whose record is
   * written late (Copilot's events.jsonl on a loaded machine).
   */
  readonly signalGraceMs?: number;
  /** The longest a turn may take before Parley stops waiting. */
  readonly turnTimeoutMs: number;
}

export type CostSource =
  | {
      /** A line the program prints; the first capture group is US dollars. */
      readonly kind: 'screen';
      readonly pattern: RegExp;
      /** Model used for the estimate when the program prints nothing. */
      readonly model: string;
    }
  | { readonly kind: 'estimate'; readonly model: string };

export interface DialogRule {
  /** What the user is asked, shown in the UI. */
  readonly label: string;
  readonly pattern: RegExp;
  /** What the dialog asks about, in its first group: e.g. the command a permission dialog would run. */
  readonly subject?: RegExp;
}

export type TurnSignalKind =
  | 'claude-stop-hook'
  | 'codex-notify'
  | 'copilot-agent-stop'
  | 'gemini-after-agent'
  | 'opencode-session-idle'
  | 'parley-agent-marker';
