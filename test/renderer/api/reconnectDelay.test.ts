import { describe, expect, it } from 'vitest';
import { reconnectDelay } from '../../../renderer/src/api/reconnectDelay';

describe('reconnectDelay', () => {
  const middle = () => 0.5;

  it('starts quick and doubles', () => {
    expect(reconnectDelay(0, middle)).toBe(250);
    expect(reconnectDelay(1, middle)).toBe(500);
    expect(reconnectDelay(2, middle)).toBe(1000);
  });

  it('never waits more than a few seconds', () => {
    expect(reconnectDelay(50, middle)).toBe(5000);
    expect(reconnectDelay(50, () => 1)).toBe(6000);
  });

  it('spreads attempts by ±20% so clients do not retry in step', () => {
    expect(reconnectDelay(2, () => 0)).toBe(800);
    expect(reconnectDelay(2, () => 1)).toBe(1200);
  });
});
