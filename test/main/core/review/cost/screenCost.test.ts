import { describe, expect, it } from 'vitest';
import {
  CLAUDE_CODE_COST,
  CODEX_TOKEN_USAGE,
  lastReading,
  parseCount,
} from '../../../../../main/core/review/cost/screenCost';
import { priceFor } from '../../../../../main/core/review/cost/priceTable';

describe('lastReading', () => {
  it('reads the last Claude Code total on the screen', () => {
    const screen = [
      '  ⎿  Total cost:            $0.0123',
      '● Working on it…',
      '  ⎿  Total cost:            $0.0456',
      '     Total duration (API):  6.1s',
    ].join('\n');
    expect(lastReading(screen, CLAUDE_CODE_COST)).toEqual({ kind: 'usd', usd: 0.0456 });
  });

  it('reads the "Estimated cost" line of newer Claude Code versions', () => {
    const screen = '  Session\n\n  Estimated cost:   $0.0575\n  Total duration (API):  12.0s';
    expect(lastReading(screen, CLAUDE_CODE_COST)).toEqual({ kind: 'usd', usd: 0.0575 });
  });

  it('reads Codex token usage with and without the cached part', () => {
    expect(
      lastReading(
        'Token usage: total=178,511 input=157,268 (+ 3,974,528 cached) output=21,243 (reasoning 4,595)',
        CODEX_TOKEN_USAGE,
      ),
    ).toEqual({ kind: 'tokens', input: 157_268, cached: 3_974_528, output: 21_243 });
    expect(lastReading('Token usage: total=12 input=10 output=2', CODEX_TOKEN_USAGE)).toEqual({
      kind: 'tokens',
      input: 10,
      cached: 0,
      output: 2,
    });
  });

  it("reads a custom profile's pattern: first group dollars", () => {
    expect(lastReading('usage: 1200 in / 300 out, cost $0.0042', /cost \$(\S+)/)).toEqual({
      kind: 'usd',
      usd: 0.0042,
    });
  });

  it('answers null when there is nothing to read', () => {
    expect(lastReading('● All done.', CLAUDE_CODE_COST)).toBeNull();
    expect(lastReading('cost: soon', /cost: (\S+)/)).toBeNull();
    expect(lastReading('cost', /cost/)).toBeNull();
  });
});

describe('parseCount', () => {
  it('reads the number forms agents print', () => {
    expect(parseCount('12,345')).toBe(12_345);
    expect(parseCount('24.1k')).toBe(24_100);
    expect(parseCount('1.2M')).toBe(1_200_000);
    expect(parseCount('0.0123')).toBe(0.0123);
    expect(parseCount('n/a')).toBeNull();
    expect(parseCount('')).toBeNull();
  });
});

describe('priceFor', () => {
  it('finds the row for each model family, most specific first', () => {
    const rates = (model: string) => {
      const p = priceFor(model);
      return [p.name, p.inputPerMTok, p.outputPerMTok];
    };
    expect(rates('claude-opus-4-1-20250805')).toEqual(['claude-opus', 15, 75]);
    expect(rates('claude-opus-4-5-20251101')).toEqual(['claude-opus-4.5+', 5, 25]);
    expect(rates('claude-sonnet-4-5')).toEqual(['claude-sonnet', 3, 15]);
    expect(rates('claude-haiku-4-5')).toEqual(['claude-haiku', 1, 5]);
    expect(rates('gpt-5-codex')).toEqual(['gpt-5 / codex', 1.25, 10]);
    expect(rates('GPT-5-mini')).toEqual(['gpt-5-mini', 0.25, 2]);
    expect(rates('gemini-2.5-flash')).toEqual(['gemini-flash', 0.3, 2.5]);
    expect(rates('gemini-2.5-pro')).toEqual(['gemini-pro', 1.25, 10]);
    expect(rates('llama-3-70b')).toEqual(['default', 3, 15]);
    expect(rates('none')).toEqual(['no model', 0, 0]);
  });
});
