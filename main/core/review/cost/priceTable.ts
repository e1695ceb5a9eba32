/** What a model costs, in US dollars per million tokens. */
export interface ModelPrice {
  /** The table row that matched (or 'default'). */
  readonly name: string;
  readonly inputPerMTok: number;
  readonly outputPerMTok: number;
  /** Input read from the provider's prompt cache. */
  readonly cachedInputPerMTok: number;
}

/** Prompt-cache reads cost a tenth of fresh input at Anthropic, OpenAI and Google alike. */
const CACHE_READ_SHARE = 0.1;

function row(name: string, match: RegExp, input: number, output: number) {
  const price = {
    name,
    inputPerMTok: input,
    outputPerMTok: output,
    cachedInputPerMTok: input * CACHE_READ_SHARE,
  };
  return { match, price };
}

/**
 * Public list prices (standard tier, late 2025), matched against a model id
 * in order, so more specific names come first. An estimate only: it is what
 * the meter falls back on when an agent prints no cost of its own.
 */
const PRICES: readonly { match: RegExp; price: ModelPrice }[] = [
  // Parley's own agent calls no model; profiles say 'none' for that.
  row('no model', /^none$|parley-agent/, 0, 0),
  row('claude-opus-4.5+', /opus-4[-.]([5-9]|\d\d)/, 5, 25),
  row('claude-opus', /opus/, 15, 75),
  row('claude-sonnet', /sonnet/, 3, 15),
  row('claude-haiku', /haiku/, 1, 5),
  row('gpt-5-nano', /gpt-5.*nano/, 0.05, 0.4),
  row('gpt-5-mini', /gpt-5.*mini|codex-mini/, 0.25, 2),
  row('gpt-5 / codex', /gpt-5|codex/, 1.25, 10),
  row('gemini-flash-lite', /gemini.*flash-lite/, 0.1, 0.4),
  row('gemini-flash', /gemini.*flash/, 0.3, 2.5),
  row('gemini-pro', /gemini/, 1.25, 10),
];

/** For a model not in the table: a mid-range rate, so the ceiling still means something. */
export const DEFAULT_PRICE: ModelPrice = {
  name: 'default',
  inputPerMTok: 3,
  outputPerMTok: 15,
  cachedInputPerMTok: 3 * CACHE_READ_SHARE,
};

export function priceFor(model: string): ModelPrice {
  const id = model.toLowerCase();
  return PRICES.find((p) => p.match.test(id))?.price ?? DEFAULT_PRICE;
}

export interface TokenCounts {
  readonly input: number;
  readonly output: number;
  /** Input tokens served from the prompt cache (not included in `input`). */
  readonly cached?: number;
}

export function priceTokens(price: ModelPrice, tokens: TokenCounts): number {
  return (
    (tokens.input * price.inputPerMTok +
      (tokens.cached ?? 0) * price.cachedInputPerMTok +
      tokens.output * price.outputPerMTok) /
    1_000_000
  );
}
