import { describe, expect, it } from 'vitest';
import { describePricesInUse, formatPerMTok } from '../../../renderer/src/settings/pricesInUse';
import type { TablePrices } from '../../../shared/contract';

const sonnet: TablePrices = {
  model: 'claude-sonnet-4-5',
  row: 'claude-sonnet',
  asOf: '2025-11-15',
  prices: { inputPerMTok: 3, outputPerMTok: 15, cacheReadPerMTok: 0.3, cacheWritePerMTok: 3.75 },
};

describe('the prices in use, as Settings says them', () => {
  it('says in a sentence which model, under which row and of which date, when none are yours', () => {
    expect(describePricesInUse(sonnet, undefined)).toBe(
      "In use: the built-in table's prices for claude-sonnet-4-5, listed under claude-sonnet as of 2025-11-15 ($3 input, $15 output, $0.30 cache-read, $3.75 cache-write).",
    );
    expect(describePricesInUse(sonnet, {})).toBe(describePricesInUse(sonnet, undefined));
    const opus = { ...sonnet, model: 'claude-opus-5-5', row: 'claude-opus-4.5+' };
    expect(describePricesInUse(opus, undefined)).toMatch(
      /^In use: the built-in table's prices for claude-opus-5-5, listed under claude-opus-4\.5\+ as of 2025-11-15 \(/,
    );
    // A row that is the model itself is not said twice.
    const exact = { ...sonnet, row: 'claude-sonnet-4-5' };
    expect(describePricesInUse(exact, undefined)).toMatch(
      /^In use: the built-in table's prices for claude-sonnet-4-5 as of 2025-11-15 \(/,
    );
  });

  it('says plainly when a program calls no model, or one the table does not list', () => {
    const free = { ...sonnet, model: 'none', row: 'no model' };
    expect(describePricesInUse(free, undefined)).toBe(
      "In use: none. This profile's program calls no model, so its turns cost nothing.",
    );
    const unnamed = { ...sonnet, model: 'default', row: 'default' };
    expect(describePricesInUse(unnamed, undefined)).toMatch(
      /^In use: the built-in table's prices for a model it does not list, as of 2025-11-15 \(\$3 input/,
    );
    const unlisted = { ...sonnet, model: 'llama-9', row: 'default' };
    expect(describePricesInUse(unlisted, undefined)).toMatch(
      /^In use: the built-in table's prices for a model it does not list \(llama-9\), as of /,
    );
  });

  it('says which are yours and which the table’s', () => {
    expect(describePricesInUse(sonnet, { inputPerMTok: 2, cacheReadPerMTok: 0 })).toBe(
      "In use: yours for input, cache-read ($2 input, $0 cache-read); for the rest, the built-in table's prices for claude-sonnet-4-5, listed under claude-sonnet as of 2025-11-15 ($15 output, $3.75 cache-write).",
    );
    expect(
      describePricesInUse(sonnet, {
        inputPerMTok: 1,
        outputPerMTok: 4,
        cacheReadPerMTok: 0.1,
        cacheWritePerMTok: 1.25,
      }),
    ).toBe('In use: yours ($1 input, $4 output, $0.10 cache-read, $1.25 cache-write).');
  });

  it('writes cents and smaller fractions as they are', () => {
    expect([3, 0.3, 0.125, 0.05, 1_000].map(formatPerMTok)).toEqual([
      '$3',
      '$0.30',
      '$0.125',
      '$0.05',
      '$1,000',
    ]);
  });
});
