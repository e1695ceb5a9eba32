import { describe, expect, it } from 'vitest';
import { meterPhase } from '../../../../../main/core/review/cost/meter';
import { priceFor } from '../../../../../main/core/review/cost/priceTable';
import { withYourPrices } from '../../../../../main/core/review/cost/profilePrices';
import { CODEX_TOKEN_USAGE } from '../../../../../main/core/review/cost/screenCost';
import { estimateTurnCost } from '../../../../../main/core/review/cost/turnEstimate';
import { claudeProfile } from '../../../../../main/core/sessions/profiles/claude';
import type { TokenUsage } from '../../../../../main/core/sessions/turns/tokenUsage';

const usage = (model: string, counts: Partial<TokenUsage> = {}): TokenUsage => ({
  model,
  inputTokens: 1_000_000,
  outputTokens: 1_000_000,
  cacheReadTokens: 1_000_000,
  cacheWriteTokens: 1_000_000,
  ...counts,
});

/** A phase of an agent with no records and no cost line: an estimate unless usage is given. */
const phase = {
  source: { kind: 'estimate', model: 'my-local-llm' },
  before: '',
  after: '',
  charsIn: 0,
  charsOut: 0,
} as const;

describe('a profile’s own prices', () => {
  it('stand in for the table field by field; a blank one is the table’s for the model recorded', () => {
    const prices = withYourPrices({ inputPerMTok: 2, cacheReadPerMTok: 0.2 });
    expect(prices('claude-sonnet-4-5')).toMatchObject({
      inputPerMTok: 2,
      cacheReadPerMTok: 0.2,
      // claude-sonnet's list prices
      outputPerMTok: 15,
      cacheWritePerMTok: 3.75,
      yours: ['inputPerMTok', 'cacheReadPerMTok'],
    });
    // The same profile recording another model: that model's table prices for the blanks.
    expect(prices('claude-haiku-4-5')).toMatchObject({ inputPerMTok: 2, outputPerMTok: 5 });
    // No prices set (or all blank): the table itself.
    expect(withYourPrices(undefined)).toBe(priceFor);
    expect(withYourPrices({})).toBe(priceFor);
  });

  it('price the tokens an agent recorded, and say whose prices they are', () => {
    const turn = [usage('claude-sonnet-4-5'), usage('claude-haiku-4-5', { outputTokens: 0 })];
    const table = meterPhase({ ...phase, usage: turn, prices: priceFor });
    // Sonnet 3 + 15 + 0.3 + 3.75, Haiku 1 + 0.1 + 1.25 dollars.
    expect(table.usd).toBeCloseTo(22.05 + 2.35, 9);
    expect(table.basis).toMatch(/at list prices of 2025-11-15$/);

    const yours = meterPhase({
      ...phase,
      usage: turn,
      prices: withYourPrices({ inputPerMTok: 1, outputPerMTok: 4 }),
    });
    // Sonnet 1 + 4 + 0.3 + 3.75, Haiku 1 + 0.1 + 1.25: cache prices stay the table's.
    expect(yours.usd).toBeCloseTo(9.05 + 2.35, 9);
    expect(yours.estimated).toBe(false);
    expect(yours.basis).toMatch(
      /at your input price, output price from Settings, list prices of 2025-11-15 for the rest$/,
    );

    const all = withYourPrices({
      inputPerMTok: 1,
      outputPerMTok: 1,
      cacheReadPerMTok: 1,
      cacheWritePerMTok: 1,
    });
    expect(meterPhase({ ...phase, usage: turn, prices: all }).basis).toMatch(
      /at your prices from Settings$/,
    );
  });

  it('price the token counts an agent prints and the estimate from characters', () => {
    const prices = withYourPrices({ inputPerMTok: 10, outputPerMTok: 100, cacheReadPerMTok: 0 });
    const codex = meterPhase({
      source: { kind: 'screen', pattern: CODEX_TOKEN_USAGE, model: 'gpt-5-codex' },
      before: '',
      after: 'Token usage: total=3,000 input=1,000 (+ 5,000 cached) output=2,000',
      charsIn: 1,
      charsOut: 1,
      prices,
    });
    expect(codex.usd).toBeCloseTo((1000 * 10 + 5000 * 0 + 2000 * 100) / 1e6, 12);

    const estimate = meterPhase({ ...phase, charsIn: 4000, charsOut: 400, prices });
    expect(estimate.usd).toBeCloseTo((1000 * 10 + 100 * 100) / 1e6, 12);
    expect(estimate).toMatchObject({ estimated: true });
    expect(estimate.basis).toMatch(/at default rates \(your input price, output price/);
  });

  it('leave dollars the agent printed itself as they are', () => {
    const cost = meterPhase({
      source: { kind: 'screen', pattern: /Total cost: \$(\d+\.\d+)/, model: 'claude-sonnet-4-5' },
      before: '',
      after: 'Total cost: $0.4200',
      charsIn: 1,
      charsOut: 1,
      prices: withYourPrices({ inputPerMTok: 1000 }),
    });
    expect(cost.usd).toBe(0.42);
  });

  it('are what the ceiling’s estimate of the next turn uses', () => {
    const onSonnet = { profile: claudeProfile, lastModel: 'claude-sonnet-4-5' };
    const prices = withYourPrices({ inputPerMTok: 30 });
    // A reviewer: 2 requests of 15k context + 1k prompt tokens at $30, 2k out at sonnet's $15.
    expect(estimateTurnCost(onSonnet, 4000, 'reviewer', prices)).toBeCloseTo(
      (2 * 16_000 * 30 + 2 * 1000 * 15) / 1e6,
      9,
    );
    expect(estimateTurnCost(onSonnet, 4000, 'reviewer', prices)).toBeGreaterThan(
      estimateTurnCost(onSonnet, 4000, 'reviewer', priceFor) * 5,
    );
  });
});
