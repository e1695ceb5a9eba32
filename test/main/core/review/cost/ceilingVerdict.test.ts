import { describe, expect, it } from 'vitest';
import { checkCeiling } from '../../../../../main/core/review/cost/ceilingVerdict';

describe('checkCeiling', () => {
  it('never stops a review without a ceiling', () => {
    expect(checkCeiling(1_000, 1_000, null)).toBe('ok');
  });

  it('is ok below 80% of the ceiling, counting the next phase', () => {
    expect(checkCeiling(0, 0, 5)).toBe('ok');
    expect(checkCeiling(3, 0.99, 5)).toBe('ok');
  });

  it('warns from 80% of the ceiling', () => {
    expect(checkCeiling(3.5, 0.5, 5)).toBe('warn'); // exactly 80%
    expect(checkCeiling(4.9, 0.1, 5)).toBe('warn'); // reaches it, does not pass it
  });

  it('stops before a phase that would pass the ceiling', () => {
    expect(checkCeiling(4.5, 0.6, 5)).toBe('stop');
    expect(checkCeiling(0, 5.01, 5)).toBe('stop');
  });

  it('stops once the ceiling is reached, whatever the next phase is guessed at', () => {
    expect(checkCeiling(5, 0, 5)).toBe('stop');
    expect(checkCeiling(7, 0, 5)).toBe('stop');
  });

  it('does not let a rounding error pass the ceiling', () => {
    expect(checkCeiling(0.1, 0.2, 0.3)).toBe('warn');
  });
});
