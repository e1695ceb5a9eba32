import { describe, expect, it } from 'vitest';
import {
  costText,
  formatUsd,
  roundCostText,
  suggestedCeiling,
} from '../../../renderer/src/model/costText';
import { needsFineUsd } from '../../../shared/usdText';
import { review } from './reviewFixture';

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

  it('writes amounts shown together to the same precision when one is under a cent', () => {
    const amounts = [0.0169, 0.0044, 0.005];
    expect(needsFineUsd(amounts)).toBe(true);
    expect(needsFineUsd([0.25, 1.5, 0])).toBe(false);
    expect(costText(0.0169, true, needsFineUsd(amounts))).toBe('≈$0.0169');
    expect(
      roundCostText({ author: 0, reviewer: 0.0044, total: 0.0044, estimated: true }, true),
    ).toEqual({ author: '≈$0.0000', reviewer: '≈$0.0044', total: '≈$0.0044' });
  });

  it('offers a ceiling that lets a paused review go on: room for the phase it waits on and one more', () => {
    // Paused at $0.005 before a review expected to cost about $0.04.
    const paused = review({
      status: 'paused',
      pausedFor: 'cost-ceiling',
      costCeiling: 0.005,
      totalCost: 0,
      expectedPhaseCost: 0.04,
    });
    expect(suggestedCeiling(paused)).toBe('0.08');
    // A phase cheap beside the ceiling: twice the old ceiling.
    expect(suggestedCeiling({ ...paused, costCeiling: 1, totalCost: 0.9 })).toBe('2.00');
    expect(suggestedCeiling({ ...paused, costCeiling: null })).toBe('');
  });
});
