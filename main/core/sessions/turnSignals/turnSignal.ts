/**
 * A structured end-of-turn signal injected into one session (Claude Code's
 * Stop hook, Codex's notify program, Gemini's AfterAgent hook). Screen rules
 * are the fallback where a profile has none.
 */
export interface TurnSignal {
  /** Appended to the profile's command line for this session. */
  readonly args: readonly string[];
  /** Added to the session's environment. */
  readonly env: Readonly<Record<string, string>>;
  /** Called at each turn end with the agent's final answer, as raw text (markdown). */
  onTurnEnd(listener: (answer: { text: string }) => void): () => void;
  dispose(): void;
}
