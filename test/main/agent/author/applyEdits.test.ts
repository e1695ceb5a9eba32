import { describe, expect, it } from 'vitest';
import { applyEdits } from '../../../../main/agent/author/applyEdits';

const LINES = ['a', 'b', 'c', 'd', 'e'];

describe('applyEdits', () => {
  it('applies edits planned against the original lines, whatever their order', () => {
    const { lines, refused } = applyEdits(LINES, [
      { id: 1, edits: [{ start: 1, deleteCount: 1, insert: [] }] },
      { id: 2, edits: [{ start: 3, deleteCount: 1, insert: ['D'] }] },
      { id: 3, edits: [{ start: 0, deleteCount: 0, insert: ['top'] }] },
    ]);
    expect(lines).toEqual(['top', 'a', 'c', 'D', 'e']);
    expect(refused.size).toBe(0);
  });

  it('refuses a plan that touches lines another plan already changes', () => {
    const { lines, refused } = applyEdits(LINES, [
      { id: 1, edits: [{ start: 1, deleteCount: 2, insert: [] }] },
      { id: 2, edits: [{ start: 2, deleteCount: 1, insert: ['C'] }] },
    ]);
    expect(lines).toEqual(['a', 'd', 'e']);
    expect([...refused]).toEqual([2]);
  });

  it('makes the same insertion once, and puts it before a replacement at the same line', () => {
    const addImport = { start: 0, deleteCount: 0, insert: ['import os'] };
    const { lines, refused } = applyEdits(LINES, [
      { id: 1, edits: [{ start: 0, deleteCount: 1, insert: ['A'] }, addImport] },
      { id: 2, edits: [{ start: 4, deleteCount: 1, insert: ['E'] }, addImport] },
    ]);
    expect(lines).toEqual(['import os', 'A', 'b', 'c', 'd', 'E']);
    expect(refused.size).toBe(0);
  });
});
