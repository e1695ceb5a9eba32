import { describe, expect, it } from 'vitest';
import { findInDiff } from '../../../renderer/src/diff/diffFind';
import { modified, typescriptEdit } from './sampleDiffs';

describe('findInDiff', () => {
  it('finds every occurrence in every file, ignoring case, in reading order', () => {
    const matches = findInDiff([modified, typescriptEdit], 'ADD');
    expect(matches.map((m) => [m.file, m.line, m.start])).toEqual([
      [0, 0, 16],
      [0, 1, 15],
      [0, 6, 28],
    ]);
    expect(findInDiff([modified], '')).toEqual([]);
  });
});
