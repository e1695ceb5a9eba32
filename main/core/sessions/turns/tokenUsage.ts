/**
 * Tokens one model spent in a turn, as the agent itself recorded them (Claude
 * Code's transcript, Codex's rollout, Gemini's session file). Exact, unlike
 * an estimate from characters; priced by review/cost/priceTable.
 */
export interface TokenUsage {
  readonly model: string;
  /** Fresh input tokens (cache reads and writes not included). */
  readonly inputTokens: number;
  readonly outputTokens: number;
  readonly cacheReadTokens: number;
  /** Input written to the prompt cache (Anthropic prices it above fresh input). */
  readonly cacheWriteTokens: number;
}

/** Adds usage up per model, so a turn reports one entry per model it used. */
export function sumUsage(entries: readonly TokenUsage[]): TokenUsage[] {
  const byModel = new Map<string, TokenUsage>();
  for (const entry of entries) {
    const sum = byModel.get(entry.model);
    byModel.set(
      entry.model,
      sum
        ? {
            model: entry.model,
            inputTokens: sum.inputTokens + entry.inputTokens,
            outputTokens: sum.outputTokens + entry.outputTokens,
            cacheReadTokens: sum.cacheReadTokens + entry.cacheReadTokens,
            cacheWriteTokens: sum.cacheWriteTokens + entry.cacheWriteTokens,
          }
        : entry,
    );
  }
  return [...byModel.values()];
}
