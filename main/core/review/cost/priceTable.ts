import {
  DEFAULT_PRICE_ROW,
  NO_MODEL_PRICE_ROW,
  type PriceField,
  type PriceFigures,
} from '../../../../shared/contract';
import type { TokenUsage } from '../../sessions/turns/tokenUsage';

/**
 * What a model costs, in US dollars per million tokens: input fresh, read
 * from the provider's prompt cache, written to it, and output.
 */
export interface ModelPrice extends PriceFigures {
  /** The table row that matched (or 'default'). */
  readonly name: string;
  /** The prices that are the user's (Settings) rather than the table's; empty for a table row. */
  readonly yours: readonly PriceField[];
}

/** How the cost meter finds a model's price: the table, or the table under a profile's own prices. */
export type PriceLookup = (model: string) => ModelPrice;

/** The day the rows below were last checked against the providers' public price lists. */
export const PRICES_AS_OF = '2025-11-15';

/** How each provider prices its prompt cache, as shares of the fresh-input price. */
const CACHE = {
  // Anthropic: reads a tenth, 5-minute cache writes a quarter more than fresh input.
  anthropic: { read: 0.1, write: 1.25 },
  // OpenAI: reads a tenth; writing costs nothing beyond the input itself.
  openai: { read: 0.1, write: 1 },
  // Google: reads a quarter; cached content is billed as input when created.
  google: { read: 0.25, write: 1 },
  none: { read: 0, write: 0 },
} as const;

/** A share of a price, to the millionth of a dollar: 3 × 0.1 is $0.30, not $0.30000000000000004. */
function perMTok(usd: number): number {
  return Math.round(usd * 1e6) / 1e6;
}

function row(
  name: string,
  match: RegExp,
  input: number,
  output: number,
  cache: { readonly read: number; readonly write: number },
) {
  const price: ModelPrice = {
    name,
    inputPerMTok: input,
    outputPerMTok: output,
    cacheReadPerMTok: perMTok(input * cache.read),
    cacheWritePerMTok: perMTok(input * cache.write),
    yours: [],
  };
  return { match, price };
}

/**
 * Public list prices (standard tier, as of PRICES_AS_OF), matched against a
 * model id in order, so more specific names come first. Token counts from an
 * agent's own records are priced with it exactly; characters only give an
 * estimate.
 */
const PRICES: readonly { match: RegExp; price: ModelPrice }[] = [
  // Parley's own agent calls no model; profiles say 'none' for that.
  row(NO_MODEL_PRICE_ROW, /^none$|parley-agent/, 0, 0, CACHE.none),
  row('claude-opus-4.5+', /opus-(?:4[-.](?:[5-9]|\d\d)|[5-9])/, 5, 25, CACHE.anthropic),
  row('claude-opus', /opus/, 15, 75, CACHE.anthropic),
  row('claude-sonnet', /sonnet/, 3, 15, CACHE.anthropic),
  row('claude-haiku', /haiku/, 1, 5, CACHE.anthropic),
  row('gpt-5-nano', /gpt-5.*nano/, 0.05, 0.4, CACHE.openai),
  row('gpt-5-mini', /gpt-5.*mini|codex-mini/, 0.25, 2, CACHE.openai),
  row('gpt-5 / codex', /gpt-5|codex/, 1.25, 10, CACHE.openai),
  row('gemini-flash-lite', /gemini.*flash-lite/, 0.1, 0.4, CACHE.google),
  row('gemini-flash', /gemini.*flash/, 0.3, 2.5, CACHE.google),
  row('gemini-pro', /gemini/, 1.25, 10, CACHE.google),
];

/** For a model not in the table: a mid-range rate, so the ceiling still means something. */
export const DEFAULT_PRICE: ModelPrice = row(DEFAULT_PRICE_ROW, /$^/, 3, 15, CACHE.anthropic).price;

export function priceFor(model: string): ModelPrice {
  const id = model.toLowerCase();
  return PRICES.find((p) => p.match.test(id))?.price ?? DEFAULT_PRICE;
}

export interface TokenCounts {
  readonly input: number;
  readonly output: number;
  /** Input tokens served from the prompt cache (not included in `input`). */
  readonly cached?: number;
  /** Input tokens written to the prompt cache (not included in `input`). */
  readonly cacheWrite?: number;
}

export function priceTokens(price: ModelPrice, tokens: TokenCounts): number {
  return (
    (tokens.input * price.inputPerMTok +
      (tokens.cached ?? 0) * price.cacheReadPerMTok +
      (tokens.cacheWrite ?? 0) * price.cacheWritePerMTok +
      tokens.output * price.outputPerMTok) /
    1_000_000
  );
}

/** What the tokens an agent recorded cost, each model at the price `prices` gives it. */
export function priceUsage(usage: readonly TokenUsage[], prices: PriceLookup): number {
  return usage.reduce(
    (sum, u) =>
      sum +
      priceTokens(prices(u.model), {
        input: u.inputTokens,
        output: u.outputTokens,
        cached: u.cacheReadTokens,
        cacheWrite: u.cacheWriteTokens,
      }),
    0,
  );
}
