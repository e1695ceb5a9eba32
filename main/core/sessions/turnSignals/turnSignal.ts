/**
 * A structured end-of-turn signal injected into one session (Claude Code's
 * Stop hook, Codex's notify program, Gemini's AfterAgent hook). Screen rules
 * are the fallback where a profile has none.
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

export interface TurnSignal {
  /** Appended to the profile's command line for this session. */
  readonly args: readonly string[];
  /** Added to the session's environment. */
  readonly env: Readonly<Record<string, string>>;
  /** Called at each turn end with the agent's answer. */
  onTurnEnd(listener: (answer: TurnAnswer) => void): () => void;
  dispose(): void;
}
