import { getChangeKey } from 'react-diff-view';
import { describe, expect, it } from 'vitest';
import { diffTypeOf, lineCount, toHunks } from '../../../renderer/src/diff/toHunks';
import { combined, modified, withoutHunks } from './sampleDiffs';

describe('toHunks', () => {
  it('keeps every line with its kind, text and numbers, in react-diff-view’s shape', () => {
    const [hunk] = toHunks(modified);
    expect(hunk).toMatchObject({ oldStart: 1, oldLines: 3, newStart: 1, newLines: 7 });
    expect(hunk!.content).toBe('@@ -1,3 +1,7 @@ export function add(a, b) {');
    expect(hunk!.changes.map((c) => [getChangeKey(c), c.content])).toEqual([
      ['N1', 'export function add(a, b) {'],
      ['I2', '  console.log("adding", a, b);'],
      ['I3', '  // TODO: handle strings'],
      ['N2', '  return a + b;'],
      ['N3', '}'],
      ['I6', ''],
      ['I7', 'export const twice = (n) => add(n, n);'],
    ]);
    expect(lineCount(modified)).toBe(7);
    expect(diffTypeOf(modified)).toBe('modify');
  });

  it('gives files without hunks (renames, binaries, mode changes) no hunks', () => {
    const files = withoutHunks;
    expect(files.map((f) => [f.status, f.binary, toHunks(f).length])).toEqual([
      ['renamed', false, 0],
      ['modified', true, 0],
      ['mode-changed', false, 0],
    ]);
    expect(diffTypeOf(files[0]!)).toBe('rename');
  });

  it('numbers a merge diff’s lines the first parent lacks, so every line keeps a place', () => {
    const changes = toHunks(combined)[0]!.changes;
    expect(changes.map((c) => c.type)).toEqual(['normal', 'delete', 'delete', 'insert']);
    for (const change of changes) expect(getChangeKey(change)).toMatch(/^[NDI]\d+$/);
  });
});
