import { describe, expect, it } from 'vitest';
import { codeOverflow, textColumns } from '../../../renderer/src/diff/codeWidth';

describe('codeWidth', () => {
  it('counts a tab to the next stop of eight', () => {
    expect(textColumns('abc')).toBe(3);
    expect(textColumns('\tx')).toBe(9);
    expect(textColumns('ab\tx')).toBe(9);
    // Wide characters take two columns, combining marks none, an emoji two (one code point).
    expect(textColumns('// 日本語')).toBe(9);
    expect(textColumns('e\u0301')).toBe(1);
    expect(textColumns('🚀 go')).toBe(5);
    expect(textColumns('\t日')).toBe(10);
  });

  it('scrolls a file only as far as its widest line goes past the code cell; split halves the cell', () => {
    expect(codeOverflow(10, 1000, 'unified', 7.5)).toBe(0);
    expect(codeOverflow(0, 1000, 'split', 7.5)).toBe(0);
    expect(codeOverflow(500, 0, 'unified', 7.5)).toBe(0);
    const unified = codeOverflow(200, 1000, 'unified', 7.5);
    expect(unified).toBeGreaterThan(0);
    expect(codeOverflow(200, 1000, 'split', 7.5)).toBeGreaterThan(unified);
  });
});
