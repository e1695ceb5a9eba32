/**
 * A structured end-of-turn signal injected into one session. Two shapes:
 * a hook the program runs at each turn end, handing over its answer (Claude
 * Code's Stop hook, Codex's notify program, Gemini's AfterAgent hook), or a
 * marker the program writes into its own output right after the answer
 * (parley-agent). Screen rules are the fallback where a profile has neither.
 */
import type { TokenUsage } from '../turns/tokenUsage';

/** What an agent said and spent in one turn, read from its own records. */
export interface TurnAnswer {
  /**
   * Every assistant message of the turn since the prompt, in order, as raw
   * text (markdown): a review split by a tool call arrives whole.
   */
  readonly text: string;
  /** The tokens the turn spent, per model, where the agent records them. */
  readonly usage?: readonly TokenUsage[];
}

export type TurnSignal = HookSignal | OutputMarkerSignal;

interface SignalInjection {
  /** Appended to the profile's command line for this session. */
  readonly args: readonly string[];
  /** Added to the session's environment. */
  readonly env: Readonly<Record<string, string>>;
  dispose(): void;
}

export interface HookSignal extends SignalInjection {
  readonly kind: 'hook';
  /** Called at each turn end with the agent's answer. */
  onTurnEnd(listener: (answer: TurnAnswer) => void): () => void;
}

/**
 * The turn ends where this OSC sequence stands in the program's output. The
 * screen model reports it in order, after everything written before it, so
 * the answer is all on the screen when the turn ends: no quiet period, no
 * file, no race between two channels.
 */
export interface OutputMarkerSignal extends SignalInjection {
  readonly kind: 'output-marker';
  /** The OSC number (ESC ] <osc> ; <payload> BEL). */
  readonly osc: number;
  /** Only this payload counts: it carries a per-session secret no diff can know. */
  readonly payload: string;
}
