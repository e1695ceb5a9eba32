import { describe, expect, it } from 'vitest';
import {
  diffRows,
  lineKey,
  linePartner,
  pairLines,
  type RowOptions,
} from '../../../renderer/src/diff/diffRows';
import { file, hunk, modified, typescriptEdit, withoutHunks } from './sampleDiffs';

const open: RowOptions = { layout: 'unified', isOpen: () => true, hasFileComments: () => false };

describe('diffRows', () => {
  it('lists each file as a header, its hunk headers and one row per line', () => {
    const { rows, headerRow, lineRow } = diffRows([modified, typescriptEdit], open);
    expect(rows.map((r) => r.kind)).toEqual([
      'header',
      'hunk',
      ...modified.hunks[0]!.lines.map(() => 'line'),
      'header',
      'hunk',
      'line',
      'line',
    ]);
    expect(headerRow).toEqual([0, 9]);
    expect(lineRow.get(lineKey(1, 0, 1))).toBe(12);
  });

  it('keeps a closed file to its header and a way to open it', () => {
    const { rows } = diffRows([modified], { ...open, isOpen: () => false });
    expect(rows).toEqual([
      { kind: 'header', file: 0 },
      { kind: 'collapsed', file: 0, lines: 7 },
    ]);
  });

  it('says what a file without hunks is about, and lists its comments first', () => {
    const { rows } = diffRows(withoutHunks, { ...open, hasFileComments: (i) => i === 1 });
    expect(rows.filter((r) => r.kind !== 'header')).toEqual([
      { kind: 'note', file: 0, text: 'Renamed without content changes (100% similar)' },
      { kind: 'file-comments', file: 1 },
      { kind: 'note', file: 1, text: 'Binary file — its content is not shown' },
      { kind: 'note', file: 2, text: 'File mode 100644 → 100755, now executable' },
      { kind: 'note', file: 2, text: 'Only the file mode changed' },
    ]);
  });

  it('says when a path is a symbolic link or a submodule, or became one', () => {
    const link = hunk('@@ -0,0 +1 @@', ['+shared/config.json']);
    const typeChange = hunk('@@ -1 +1 @@', ['-{"port": 8080}', '+shared/config.json']);
    const files = [
      file('config.json', 'modified', [typeChange], { oldMode: '100644', newMode: '120000' }),
      file('current.json', 'added', [link], { oldMode: null, newMode: '120000' }),
      file('vendor/lib', 'added', [hunk('@@ -0,0 +1 @@', ['+Subproject commit 1cd7'])], {
        oldMode: null,
        newMode: '160000',
      }),
    ];
    const notes = diffRows(files, open).rows.flatMap((r) => (r.kind === 'note' ? [r.text] : []));
    expect(notes).toEqual([
      'Type changed: file → symbolic link',
      'Symbolic link: its line is the path it points to',
      'Submodule: its line is the commit it points to',
    ]);
  });

  it('in split layout puts a removed line beside the added line that replaced it', () => {
    const { rows, lineRow } = diffRows([typescriptEdit], { ...open, layout: 'split' });
    expect(rows.filter((r) => r.kind === 'pair')).toEqual([
      { kind: 'pair', file: 0, hunk: 0, old: 0, new: 1 },
    ]);
    expect(lineRow.get(lineKey(0, 0, 0))).toBe(lineRow.get(lineKey(0, 0, 1)));
  });
});

describe('pairLines', () => {
  it('pairs removed and added blocks line by line; the longer block runs on alone', () => {
    const kinds = ['context', 'del', 'del', 'add', 'context', 'add'] as const;
    expect(pairLines(kinds.map((kind) => ({ kind })))).toEqual([
      { old: 0, new: 0 },
      { old: 1, new: 3 },
      { old: 2, new: null },
      { old: 4, new: 4 },
      { old: null, new: 5 },
    ]);
  });

  it('finds the partner of a changed line, and none for a context line', () => {
    const hunk = typescriptEdit.hunks[0]!;
    expect(linePartner(hunk, 0)).toBe(1);
    expect(linePartner(hunk, 1)).toBe(0);
    expect(linePartner(modified.hunks[0]!, 0)).toBeNull();
  });
});
