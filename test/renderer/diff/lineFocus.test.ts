import { describe, expect, it } from 'vitest';
import { diffRows, type RowOptions } from '../../../renderer/src/diff/diffRows';
import {
  firstLineRow,
  isLineRow,
  lineLabel,
  lineMoveOf,
  moveLine,
  nearestLineRow,
} from '../../../renderer/src/diff/lineFocus';
import { modified, typescriptEdit } from './sampleDiffs';

const open: RowOptions = { layout: 'unified', isOpen: () => true, hasFileComments: () => false };

describe('lineFocus', () => {
  const files = [modified, typescriptEdit];
  const { rows } = diffRows(files, open);
  const lines = rows.flatMap((row, i) => (isLineRow(row) ? [i] : []));

  it('starts on the first line and moves over headers, never past the first or last line', () => {
    expect(firstLineRow(rows)).toBe(lines[0]);
    expect(moveLine(rows, lines[0]!, 'up', 10)).toBe(lines[0]);
    expect(moveLine(rows, lines[0]!, 'down', 10)).toBe(lines[1]);
    // From the first file's last line to the second file's first, over its header and hunk.
    const lastOfFirst = lines[modified.hunks[0]!.lines.length - 1]!;
    expect(moveLine(rows, lastOfFirst, 'down', 10)).toBe(lastOfFirst + 3);
    expect(moveLine(rows, lines[0]!, 'page-down', 3)).toBe(lines[3]);
    expect(moveLine(rows, lines[0]!, 'page-down', 999)).toBe(lines[lines.length - 1]);
    expect(moveLine(rows, lines[4]!, 'first', 3)).toBe(lines[0]);
    expect(moveLine(rows, lines[0]!, 'last', 3)).toBe(lines[lines.length - 1]);
  });

  it('finds a line near a row that went, and maps keys to moves', () => {
    expect(nearestLineRow(rows, 0)).toBe(lines[0]);
    expect(nearestLineRow(rows, rows.length + 5)).toBe(lines[lines.length - 1]);
    expect(lineMoveOf('PageDown')).toBe('page-down');
    expect(lineMoveOf('a')).toBeNull();
  });

  it("stands on a file's top comments on the way, but starts, and Home and End go, on lines", () => {
    const commented = diffRows(files, { ...open, hasFileComments: (file) => file === 1 });
    const all = commented.rows;
    const top = all.findIndex((row) => row.kind === 'file-comments');
    const codeLines = all.flatMap((row, i) => (isLineRow(row) ? [i] : []));
    const lastOfFirst = codeLines.findLast((i) => i < top)!;
    expect(moveLine(all, lastOfFirst, 'down', 10)).toBe(top);
    expect(moveLine(all, top, 'up', 10)).toBe(lastOfFirst);
    expect(moveLine(all, top, 'down', 10)).toBe(codeLines.find((i) => i > top));
    expect(firstLineRow(all)).toBe(codeLines[0]);
    expect(moveLine(all, top, 'last', 3)).toBe(codeLines.at(-1));
    expect(lineLabel(files, all[top]!, 2)).toBe(
      `${typescriptEdit.path}, not on a line of this diff (2 comments)`,
    );
  });

  it('says a line with its number, what happened to it and its text', () => {
    const label = (i: number) => lineLabel(files, rows[i]!);
    const hunk = modified.hunks[0]!.lines;
    const first = hunk[0]!;
    expect(label(lines[0]!)).toBe(
      first.kind === 'del'
        ? `Old line ${first.oldLine}, removed: ${first.text.trim()}`
        : `Line ${first.newLine}, ${first.kind === 'add' ? 'added' : 'unchanged'}: ${first.text.trim()}`,
    );
    const split = diffRows(files, { ...open, layout: 'split' }).rows;
    const pair = split.find(
      (row) => row.kind === 'pair' && row.old !== null && row.new !== null && row.old !== row.new,
    );
    if (pair)
      expect(lineLabel(files, pair)).toMatch(/^Old line \d+, removed: .*; Line \d+, added: /);
    expect(lineLabel(files, { kind: 'header', file: 0 })).toBe('');
  });
});
