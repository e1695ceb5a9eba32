import type { DiffFile } from '../../../shared/contract';
import type { DiffRow } from './diffRows';

/** The room above each file, between it and the one before. */
export const FILE_GAP = 12;
/** A file header's height: fixed, so it is never measured (--diff-file-header-height in diff.css). */
export const HEADER_HEIGHT = 37;
/** The sticky bar above the list (Now / rounds / layout) that rows must not scroll under. */
export const TOP_BAR = 42;

const estimates: Record<DiffRow['kind'], number> = {
  header: FILE_GAP + HEADER_HEIGHT,
  'file-comments': 140,
  note: 38,
  collapsed: 48,
  hunk: 24,
  line: 20,
  pair: 20,
  context: 20,
  expand: 30,
};

/** A row's key in the virtual list: the same row keeps it when a refresh moves it. */
export const rowKey = (files: readonly DiffFile[], row: DiffRow): string => {
  const path = files[row.file]!.path;
  switch (row.kind) {
    case 'line':
      return `l:${path}:${row.hunk}:${row.line}`;
    case 'pair':
      return `p:${path}:${row.hunk}:${row.old}:${row.new}`;
    case 'hunk':
      return `h:${path}:${row.hunk}`;
    case 'note':
      return `n:${path}:${row.text}`;
    case 'context':
      return `c:${path}:${row.newLine}`;
    case 'expand':
      return `e:${path}:${row.from}`;
    default:
      return `${row.kind}:${path}`;
  }
};

/**
 * A row's height before it is measured. Close guesses keep scrolling cheap:
 * each measured size that differs moves every row after it. A long line
 * takes no more room than a short one: its file scrolls sideways as a whole.
 */
export const estimateRowSize = (row: DiffRow): number => estimates[row.kind];

/** A run of the rows on screen that belong to one file, drawn in that file's section. */
export interface FileSection<I> {
  readonly file: number;
  readonly items: I[];
}

/** The virtual items on screen, in order, grouped by the file their row belongs to. */
export function fileSections<I extends { readonly index: number }>(
  items: readonly I[],
  rows: readonly DiffRow[],
): FileSection<I>[] {
  const sections: FileSection<I>[] = [];
  for (const item of items) {
    const file = rows[item.index]!.file;
    const last = sections[sections.length - 1];
    if (last && last.file === file) last.items.push(item);
    else sections.push({ file, items: [item] });
  }
  return sections;
}
