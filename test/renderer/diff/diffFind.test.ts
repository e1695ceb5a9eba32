import { describe, expect, it } from 'vitest';
import { CONTEXT_HUNK, findInDiff } from '../../../renderer/src/diff/diffFind';
import { file, hunk, modified, typescriptEdit } from './sampleDiffs';

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

  it('finds in the lines Expand shows too, each where it stands between the hunks', () => {
    // New lines 5 and 20 changed; Expand shows 1–2, 10 and 30.
    const twoHunks = file('app.ts', 'modified', [
      hunk('@@ -4,3 +4,3 @@', [
        ' const a = 4;',
        '-const b = 5;',
        '+const b = 50;',
        ' const c = 6;',
      ]),
      hunk('@@ -19,2 +19,2 @@', [' const s = 19;', '-const t = 20;', '+const t = 200;']),
    ]);
    const shown = new Map([
      [
        0,
        [
          { newLine: 1, text: 'const start = 1;' },
          { newLine: 2, text: 'const next = 2;' },
          { newLine: 10, text: 'const j = 10;' },
          { newLine: 30, text: 'const end = 30;' },
        ],
      ],
    ]);
    const places = findInDiff([twoHunks], 'const ', shown).map((m) => [m.hunk, m.line]);
    expect(places).toEqual([
      [CONTEXT_HUNK, 1],
      [CONTEXT_HUNK, 2],
      [0, 0],
      [0, 1],
      [0, 2],
      [0, 3],
      [CONTEXT_HUNK, 10],
      [1, 0],
      [1, 1],
      [1, 2],
      [CONTEXT_HUNK, 30],
    ]);
  });
});
