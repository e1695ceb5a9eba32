import type { TokenUsage } from '../../sessions/turns/tokenUsage';

/** What a model costs, in US dollars per million tokens. */
export interface ModelPrice {
  /** The table row that matched (or 'default'). */
  readonly name: string;
  readonly inputPerMTok: number;
  readonly outputPerMTok: number;
  /** Input read from the provider's prompt cache. */
  readonly cachedInputPerMTok: number;
  /** Input written to the prompt cache. */
  readonly cacheWritePerMTok: number;
}

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
    cachedInputPerMTok: input * cache.read,
    cacheWritePerMTok: input * cache.write,
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
  row('no model', /^none$|parley-agent/, 0, 0, CACHE.none),
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
export const DEFAULT_PRICE: ModelPrice = row('default', /$^/, 3, 15, CACHE.anthropic).price;

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
      (tokens.cached ?? 0) * price.cachedInputPerMTok +
      (tokens.cacheWrite ?? 0) * price.cacheWritePerMTok +
      tokens.output * price.outputPerMTok) /
    1_000_000
  );
}

/** What the tokens an agent recorded cost, each model at its own price. */
export function priceUsage(usage: readonly TokenUsage[]): number {
  return usage.reduce(
    (sum, u) =>
      sum +
      priceTokens(priceFor(u.model), {
        input: u.inputTokens,
        output: u.outputTokens,
        cached: u.cacheReadTokens,
        cacheWrite: u.cacheWriteTokens,
      }),
    0,
  );
}
