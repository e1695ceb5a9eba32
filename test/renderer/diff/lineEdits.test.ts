import { describe, expect, it } from 'vitest';
import { lineEdits } from '../../../renderer/src/diff/lineEdits';

describe('lineEdits', () => {
  it('marks the changed words between the common start and end', () => {
    const before = 'const greeting = "Hello";';
    const after = 'const greeting = "Hi";';
    const edits = lineEdits(before, after)!;
    expect(before.slice(...edits.old)).toBe('Hello');
    expect(after.slice(...edits.new)).toBe('Hi');
  });

  it('marks nothing when the lines share nothing', () => {
    expect(lineEdits('alpha', 'omega')).toBeNull();
  });
});
