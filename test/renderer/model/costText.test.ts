import { describe, expect, it } from 'vitest';
import { costText, formatUsd, roundCostText } from '../../../renderer/src/model/costText';

describe('cost text', () => {
  it('shows cents, and tenths of a cent below one cent', () => {
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(1.5)).toBe('$1.50');
    expect(formatUsd(0.0042)).toBe('$0.0042');
    expect(formatUsd(12.345)).toBe('$12.35');
  });

  it('marks estimates with ≈', () => {
    expect(costText(0.25, true)).toBe('≈$0.25');
    expect(roundCostText({ author: 0.1, reviewer: 0.02, total: 0.12, estimated: true })).toEqual({
      author: '≈$0.10',
      reviewer: '≈$0.02',
      total: '≈$0.12',
    });
  });
});
