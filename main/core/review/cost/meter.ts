import type { CostSource } from '../../sessions/profiles/profile';
import type { TokenUsage } from '../../sessions/turns/tokenUsage';
import { priceTokens, priceUsage, type ModelPrice, type PriceLookup } from './priceTable';
import { priceSource } from './profilePrices';
import { lastReading } from './screenCost';
import type { CostReading } from './screenCost';
import { formatUsd } from './formatUsd';

/** What one phase (a review, or an author's fixes) cost one agent. */
export interface PhaseCost {
  readonly usd: number;
  /** True when worked out from characters rather than read from what the agent printed. */
  readonly estimated: boolean;
  /** How the figure was reached, for a tooltip. */
  readonly basis: string;
}

export interface PhaseMeterInput {
  readonly source: CostSource;
  /** The session's screen text when the phase began: what it had reported so far. */
  readonly before: string;
  /** The session's screen text when the phase ended. */
  readonly after: string;
  /** Characters Parley sent the agent in this phase. */
  readonly charsIn: number;
  /** Characters the agent printed in this phase. */
  readonly charsOut: number;
  /**
   * Tokens of the agent's own context (its system prompt and tools, the
   * profile's contextTokens), which every model request sends again.
   */
  readonly contextTokens?: number;
  /** Tokens the agent recorded for the phase's turns, when it keeps such records. */
  readonly usage?: readonly TokenUsage[];
  /** The agent's profile's prices (the table, or the user's over it). */
  readonly prices: PriceLookup;
}

/** A rough rule for English and code: about four characters per token. */
export const CHARS_PER_TOKEN = 4;

/**
 * The cost of one phase for one agent: from the tokens it recorded (its
 * transcript or rollout) when it keeps them; else from what it printed when
 * its profile says how to read that; else an estimate from characters.
 * Agents print session totals (Claude Code's "Total cost", Codex's "Token
 * usage"), so the phase costs the difference between the reading at its end
 * and the one before it; a total that went down means the agent restarted,
 * and the new total is all this phase's.
 */
export function meterPhase(input: PhaseMeterInput): PhaseCost {
  const { prices } = input;
  if (input.usage && input.usage.length > 0) return usageCost(input.usage, prices);
  if (input.source.kind === 'screen') {
    const end = lastReading(input.after, input.source.pattern);
    const start = lastReading(input.before, input.source.pattern);
    if (end && !sameReading(end, start)) {
      const endUsd = readingUsd(end, input.source.model, prices);
      const startUsd =
        start && start.kind === end.kind ? readingUsd(start, input.source.model, prices) : 0;
      const usd = endUsd >= startUsd ? endUsd - startUsd : endUsd;
      return { usd, estimated: false, basis: `reported by the agent (${describe(end)})` };
    }
  }
  return estimatePhase(prices(input.source.model), input);
}

function usageCost(usage: readonly TokenUsage[], prices: PriceLookup): PhaseCost {
  const parts = usage.map(
    (u) =>
      `${u.model}: ${u.inputTokens} in, ${u.cacheReadTokens} cache read, ${u.cacheWriteTokens} cache write, ${u.outputTokens} out`,
  );
  // One profile's prices: the models differ only in their table rows, which the parts name.
  const sources = new Set(usage.map((u) => priceSource(prices(u.model))));
  return {
    usd: priceUsage(usage, prices),
    estimated: false,
    basis: `from the agent's records (${parts.join('; ')}) at ${[...sources].join('; ')}`,
  };
}

/**
 * A phase's cost from the characters sent and printed, and the agent's own
 * context sent once: a turn makes at least one model request, and for an
 * agent such as Claude Code that context is most of what a review costs
 * (counting the characters alone came to about a thirteenth of what its
 * records said).
 */
function estimatePhase(
  price: ModelPrice,
  {
    charsIn,
    charsOut,
    contextTokens = 0,
  }: Pick<PhaseMeterInput, 'charsIn' | 'charsOut' | 'contextTokens'>,
): PhaseCost {
  if (price.inputPerMTok === 0 && price.outputPerMTok === 0) {
    // No model runs behind it (parley-agent, a shell): free for certain, not an estimate.
    return { usd: 0, estimated: false, basis: `free: ${price.name}` };
  }
  const input = contextTokens + Math.ceil(charsIn / CHARS_PER_TOKEN);
  const output = Math.ceil(charsOut / CHARS_PER_TOKEN);
  const context = contextTokens > 0 ? ` (${contextTokens} of them the agent's own context)` : '';
  return {
    usd: priceTokens(price, { input, output }),
    estimated: true,
    basis: `estimated: ~${input} tokens in${context}, ~${output} out at ${price.name} rates (${priceSource(price)})`,
  };
}

/** Dollars the agent printed are its own figure; token counts it printed are priced here. */
function readingUsd(reading: CostReading, model: string, prices: PriceLookup): number {
  return reading.kind === 'usd' ? reading.usd : priceTokens(prices(model), reading);
}

function sameReading(a: CostReading, b: CostReading | null): boolean {
  if (!b || a.kind !== b.kind) return false;
  if (a.kind === 'usd' && b.kind === 'usd') return a.usd === b.usd;
  if (a.kind === 'tokens' && b.kind === 'tokens') {
    return a.input === b.input && a.output === b.output && a.cached === b.cached;
  }
  return false;
}

function describe(reading: CostReading): string {
  if (reading.kind === 'usd') return `session total ${formatUsd(reading.usd)}`;
  return `session total ${reading.input} tokens in, ${reading.cached} cached, ${reading.output} out`;
}
