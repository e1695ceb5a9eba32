import type { DiffFile } from '../../../shared/contract';
import { charColumns } from './charColumns';
import type { DiffLayout, DiffRow } from './diffRows';

/** Columns a tab stops at, as the page draws `white-space: pre` (CSS `tab-size`'s default). */
const TAB_SIZE = 8;
/** A line number's column, as diff.css sizes it; every layout has two. */
const GUTTER = 46;
/** Room around a line's text in its cell: the +/− margin before it (1.6 em) and a little after. */
const CODE_PADDING = 20 + 16;

let charWidth: number | null = null;

/** One character of diff code as this page draws it: measured once, on a hidden line styled as the diff's. */
export function codeCharWidth(): number {
  if (charWidth !== null) return charWidth;
  const table = document.createElement('table');
  table.className = 'diff diff-table';
  table.style.cssText = 'position:absolute;visibility:hidden;width:auto;table-layout:auto';
  const row = table.insertRow();
  row.className = 'diff-line';
  const cell = row.insertCell();
  cell.className = 'diff-code';
  const text = document.createElement('span');
  text.textContent = 'x'.repeat(100);
  cell.append(text);
  document.body.append(table);
  // A page without layout (tests without a DOM engine) measures 0: the diff's 0.6 em then.
  charWidth = text.getBoundingClientRect().width / 100 || 7.5;
  table.remove();
  return charWidth;
}

/** Nothing but printable ASCII and spaces: a column a character, the common case. */
const PLAIN = /^[\x20-\x7e]*$/;

/**
 * Columns `text` takes drawn with `white-space: pre`: tabs go to the next
 * stop, wide characters (CJK, emoji) take two, combining marks none.
 */
export function textColumns(text: string): number {
  if (PLAIN.test(text)) return text.length;
  let column = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    column =
      code === 0x09 ? (Math.floor(column / TAB_SIZE) + 1) * TAB_SIZE : column + charColumns(code);
  }
  return column;
}

const widest = new WeakMap<DiffFile, number>();

/** The columns of a file's widest diff line, worked out the first time its section shows. */
export function widestLine(file: DiffFile): number {
  let columns = widest.get(file);
  if (columns === undefined) {
    columns = 0;
    for (const hunk of file.hunks)
      for (const line of hunk.lines) columns = Math.max(columns, textColumns(line.text));
    widest.set(file, columns);
  }
  return columns;
}

/**
 * The columns of the widest line Expand shows in each file, by file index:
 * lines of the file around its hunks count for its scrollbar as much as its
 * diff lines.
 */
export function widestShownContext(rows: readonly DiffRow[]): ReadonlyMap<number, number> {
  const widestByFile = new Map<number, number>();
  for (const row of rows) {
    if (row.kind !== 'context') continue;
    const columns = textColumns(row.text);
    if (columns > (widestByFile.get(row.file) ?? 0)) widestByFile.set(row.file, columns);
  }
  return widestByFile;
}

/**
 * How far a file's code scrolls sideways in a section `width` pixels wide:
 * its widest line past the code cell, or 0 when every line fits. Split
 * layout halves the cell; both sides scroll together. `charWidth`: `codeCharWidth()`.
 */
export function codeOverflow(
  columns: number,
  width: number,
  layout: DiffLayout,
  charWidth: number,
): number {
  if (width <= 0 || columns === 0) return 0;
  const cell = layout === 'unified' ? width - 2 * GUTTER : (width - 2 * GUTTER) / 2;
  return Math.max(0, Math.ceil(columns * charWidth + CODE_PADDING - cell));
}
