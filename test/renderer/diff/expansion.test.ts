import { describe, expect, it } from 'vitest';
import { diffRows, type DiffRow, type RowOptions } from '../../../renderer/src/diff/diffRows';
import {
  expandRange,
  excerptRange,
  expandedLineKey,
  fileGaps,
  mergeRanges,
  textLines,
} from '../../../renderer/src/diff/expansion';
import { twoHunks, twoHunksText } from './sampleDiffs';

const lines = textLines(twoHunksText);
const rowsWith = (revealed: { from: number; to: number }[], loaded = true) =>
  diffRows([twoHunks], {
    layout: 'unified',
    isOpen: () => true,
    hasFileComments: () => false,
    expansion: () => ({ lines: loaded ? lines : null, revealed: mergeRanges(revealed) }),
  } satisfies RowOptions).rows;
const shape = (rows: readonly DiffRow[]) =>
  rows.map((row) => {
    if (row.kind === 'expand') return `expand ${row.from}-${row.to}`;
    if (row.kind === 'context') return `${row.oldLine}/${row.newLine} ${row.text}`;
    if (row.kind === 'hunk') return `hunk ${row.hunk}`;
    return row.kind;
  });

describe('expanding context', () => {
  it('finds the unchanged lines around the hunks, with the shift from new to old numbers', () => {
    expect(fileGaps(twoHunks, 58)).toEqual([
      { index: 0, from: 1, to: 4, shift: 0 },
      { index: 1, from: 9, to: 40, shift: -1 },
      { index: 2, from: 45, to: 58, shift: 0 },
    ]);
    // Below the last hunk, three lines after its change: the end is unknown until the file is read.
    expect(fileGaps(twoHunks, null)[2]!.to).toBe(Infinity);
  });

  it('knows a file ends at its last hunk when fewer than three lines follow its last change', () => {
    const atEnd = { ...twoHunks, hunks: [twoHunks.hunks[0]!] };
    // The first hunk has one line after its change: new line 8 is the file's last.
    expect(fileGaps(atEnd, null)).toEqual([
      { index: 0, from: 1, to: 4, shift: 0 },
      { index: 1, from: 9, to: 8, shift: -1 },
    ]);
    const rows = diffRows([atEnd], {
      layout: 'unified',
      isOpen: () => true,
      hasFileComments: () => false,
      expansion: () => ({ lines: null, revealed: [] }),
    }).rows;
    expect(shape(rows).filter((r) => r.startsWith('expand'))).toEqual(['expand 1-4']);
  });

  it('knows a file ends at its last hunk when its last new line has no newline after it', () => {
    const last = twoHunks.hunks[1]!;
    const lastNew = last.lines.findLastIndex((line) => line.newLine !== null);
    const marked = last.lines.map((line, i) =>
      i === lastNew ? { ...line, noNewline: true as const } : line,
    );
    const noNewlineAtEnd = { ...twoHunks, hunks: [twoHunks.hunks[0]!, { ...last, lines: marked }] };
    // Three lines of context after the last change, as at any other hunk's end: the marker decides.
    expect(fileGaps(noNewlineAtEnd, null)[2]).toEqual({ index: 2, from: 45, to: 44, shift: 0 });
  });

  it('puts an Expand row in each gap, and one below the last hunk before the file is read', () => {
    expect(
      shape(rowsWith([], false)).filter((r) => r.startsWith('expand') || r.startsWith('hunk')),
    ).toEqual(['expand 1-4', 'hunk 0', 'expand 9-40', 'hunk 1', 'expand 45-Infinity']);
  });

  it('expands 20 lines up and down and numbers them on both sides', () => {
    const between = { from: 9, to: 40 };
    expect(expandRange(between, 'down')).toEqual({ from: 9, to: 28 });
    expect(expandRange(between, 'up')).toEqual({ from: 21, to: 40 });
    expect(expandRange({ from: 1, to: 4 }, 'up')).toEqual({ from: 1, to: 4 });
    const rows = shape(rowsWith([expandRange(between, 'up')]));
    const at = rows.indexOf('expand 9-20');
    // The lines shown touch the second hunk: no header between them.
    expect(rows.slice(at, at + 3)).toEqual(['expand 9-20', '20/21 o20', '21/22 o21']);
    expect(rows.slice(at + 20, at + 22)).toEqual(['39/40 o39', 'line']);
    expect(rows).not.toContain('hunk 1');
  });

  it('merges expansions that meet into one stretch, joining the hunks around a gap shown in full', () => {
    expect(
      mergeRanges([
        { from: 21, to: 40 },
        { from: 9, to: 20 },
        { from: 30, to: 35 },
      ]),
    ).toEqual([{ from: 9, to: 40 }]);
    const rows = shape(
      rowsWith([
        { from: 9, to: 28 },
        { from: 21, to: 40 },
      ]),
    );
    expect(rows.filter((r) => r.startsWith('expand') || r.startsWith('hunk'))).toEqual([
      'expand 1-4',
      'hunk 0',
      'expand 45-58',
    ]);
    expect(rows.filter((r) => r.includes('/')).length).toBe(32);
  });

  it('shows a lone excerpt inside a gap with folded lines on both sides, numbered right', () => {
    const rows = shape(rowsWith([excerptRange(25)]));
    const at = rows.indexOf('expand 9-21');
    expect(rows.slice(at, at + 9)).toEqual([
      'expand 9-21',
      '21/22 o21',
      '22/23 o22',
      '23/24 o23',
      '24/25 o24',
      '25/26 o25',
      '26/27 o26',
      '27/28 o27',
      'expand 29-40',
    ]);
    expect(rows[at + 9]).toBe('hunk 1');
  });

  it('shows the lines below the last hunk up to the end of the file, and an excerpt at the top from line 1', () => {
    const rows = shape(rowsWith([{ from: 45, to: Infinity }, excerptRange(2)]));
    expect(rows.slice(1, 7)).toEqual(['1/1 o1', '2/2 o2', '3/3 o3', '4/4 o4', 'line', 'line']);
    expect(rows[rows.length - 1]).toBe('58/58 o58');
    expect(rows.some((r) => r.startsWith('expand 45'))).toBe(false);
  });

  it("places a comment on an expanded line under that line's row, never on a line not shown", () => {
    const gaps = fileGaps(twoHunks, 58);
    const shown = [excerptRange(25)];
    // New line 25 is old line 24: the row's key is the old number, as for any unchanged line.
    expect(expandedLineKey(gaps, shown, 25, 'new')).toBe('N24');
    expect(expandedLineKey(gaps, shown, 24, 'old')).toBe('N24');
    expect(expandedLineKey(gaps, shown, 12, 'new')).toBeNull();
    expect(expandedLineKey(gaps, shown, 99, 'new')).toBeNull();
  });

  it('gives a comment past the end of the file no row and no empty excerpt: it stays in the list of comments off the diff', () => {
    // The file has 58 lines; a reviewer cites line 70.
    const past = excerptRange(70);
    expect(shape(rowsWith([past]))).toEqual(shape(rowsWith([])));
    expect(expandedLineKey(fileGaps(twoHunks, lines.length), [past], 70, 'new')).toBeNull();
    // Near the end, the excerpt shows the lines the file has and the comment sits on its own line.
    const nearEnd = excerptRange(57);
    expect(shape(rowsWith([nearEnd])).slice(-4)).toEqual([
      '55/55 o55',
      '56/56 o56',
      '57/57 o57',
      '58/58 o58',
    ]);
    expect(expandedLineKey(fileGaps(twoHunks, lines.length), [nearEnd], 57, 'new')).toBe('N57');
  });
});
