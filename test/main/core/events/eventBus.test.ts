import { describe, expect, it, vi } from 'vitest';
import { EventBus } from '../../../../main/core/events/eventBus';

describe('EventBus', () => {
  it('calls the listeners there at each emit: one added or removed between emits counts from the next', () => {
    const bus = new EventBus<number>();
    const seen: string[] = [];
    bus.on((n) => seen.push(`a${n}`));
    bus.emit(1);
    const stopB = bus.on((n) => seen.push(`b${n}`));
    bus.emit(2);
    stopB();
    bus.emit(3);
    bus.clear();
    bus.emit(4);
    expect(seen).toEqual(['a1', 'a2', 'b2', 'a3']);
  });

  it('an emit calls those there when it started: one added during it waits for the next, one removed during it is still called', () => {
    const bus = new EventBus<number>();
    const seen: string[] = [];
    let stopC: () => void = () => {};
    bus.on((n) => {
      seen.push(`a${n}`);
      if (n === 1) {
        bus.on((m) => seen.push(`late${m}`));
        stopC();
      }
    });
    stopC = bus.on((n) => seen.push(`c${n}`));
    bus.emit(1);
    bus.emit(2);
    expect(seen).toEqual(['a1', 'c1', 'a2', 'late2']);
  });

  it('a listener that throws is reported, and the others are still called', () => {
    const report = vi.fn();
    const bus = new EventBus<number>(report);
    const seen: number[] = [];
    bus.on(() => {
      throw new Error('boom');
    });
    bus.on((n) => seen.push(n));
    bus.emit(7);
    expect(seen).toEqual([7]);
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }));
  });
});
