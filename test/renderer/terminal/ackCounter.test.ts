import { describe, expect, it } from 'vitest';
import { ACK_EVERY_BYTES, AckCounter } from '../../../renderer/src/terminal/ackCounter';

describe('AckCounter', () => {
  it('acknowledges rendered characters in steps, never losing the remainder', () => {
    const acks: number[] = [];
    const counter = new AckCounter((chars) => acks.push(chars));
    counter.rendered(ACK_EVERY_BYTES - 1);
    expect(acks).toEqual([]);
    counter.rendered(3);
    expect(acks).toEqual([ACK_EVERY_BYTES + 2]);
    counter.rendered(ACK_EVERY_BYTES * 3);
    expect(acks).toEqual([ACK_EVERY_BYTES + 2, ACK_EVERY_BYTES * 3]);
  });

  it('acknowledges exactly what was rendered over many small chunks', () => {
    const acks: number[] = [];
    const counter = new AckCounter((chars) => acks.push(chars), 100);
    for (let i = 0; i < 1000; i++) counter.rendered(7);
    const acked = acks.reduce((sum, n) => sum + n, 0);
    expect(acked).toBeLessThanOrEqual(7000);
    expect(7000 - acked).toBeLessThan(100);
  });

  it('forgets an unreported remainder on reset: the app counts afresh from an attach', () => {
    const acks: number[] = [];
    const counter = new AckCounter((chars) => acks.push(chars), 100);
    counter.rendered(60);
    counter.reset();
    counter.rendered(60);
    expect(acks).toEqual([]);
    counter.rendered(40);
    expect(acks).toEqual([100]);
  });
});
