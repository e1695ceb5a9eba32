import { describe, expect, it } from 'vitest';
import { plural } from '../../shared/plural';

describe('plural', () => {
  it('writes one in the singular and every other count in the plural', () => {
    expect(plural(1, 'round')).toBe('1 round');
    expect(plural(0, 'round')).toBe('0 rounds');
    expect(plural(3, 'round')).toBe('3 rounds');
  });

  it('takes the plural of a noun that does not just add an s', () => {
    expect(plural(2, 'match', 'matches')).toBe('2 matches');
    expect(plural(1, 'match', 'matches')).toBe('1 match');
  });
});
