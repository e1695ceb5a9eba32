import type { DiffFile, DiffLine } from '../../../shared/contract';
import type { DiffRow } from './diffRows';

/**
 * The diff is one Tab stop: one row at a time takes the keyboard (a line, or
 * the comments at a file's top), and the arrow keys move it. These are the
 * rules for where it goes and what a screen reader hears there.
 */

/** Rows that show a line of code (or a pair of them). */
export const isLineRow = (row: DiffRow | undefined): boolean =>
  row !== undefined && (row.kind === 'line' || row.kind === 'pair' || row.kind === 'context');

/**
 * Where the keyboard can stand: a line, or the comments at a file's top that
 * stand on no line of the diff (from there Tab goes into them).
 */
export const isKeyStop = (row: DiffRow | undefined): boolean =>
  isLineRow(row) || row?.kind === 'file-comments';

/** The first row at or after `from` going `step` (+1 or −1) that `stops` there; −1 if none. */
function seek(
  rows: readonly DiffRow[],
  from: number,
  step: 1 | -1,
  stops: (row: DiffRow | undefined) => boolean,
): number {
  for (let i = from; i >= 0 && i < rows.length; i += step) if (stops(rows[i])) return i;
  return -1;
}

/** The line the keyboard stands on before the person has moved it: the diff's first. */
export const firstLineRow = (rows: readonly DiffRow[]): number => seek(rows, 0, 1, isLineRow);

/** The stop nearest row `index` (it, the next, or the one before): where the keyboard goes when its row went. */
export function nearestLineRow(rows: readonly DiffRow[], index: number): number {
  const at = Math.min(Math.max(index, 0), rows.length - 1);
  const after = seek(rows, at, 1, isKeyStop);
  return after >= 0 ? after : seek(rows, at, -1, isKeyStop);
}

/** The keys that move the focused line. */
export type LineMove = 'up' | 'down' | 'page-up' | 'page-down' | 'first' | 'last';

const moves: Record<string, LineMove> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  PageUp: 'page-up',
  PageDown: 'page-down',
  Home: 'first',
  End: 'last',
};

/** The move a key asks for, if it asks for one. */
export const lineMoveOf = (key: string): LineMove | null => moves[key] ?? null;

/**
 * The stop a move leads to from row `from`, `page` stops a page; Home and
 * End go to the diff's first and last line, and no move goes past them onto a
 * header.
 */
export function moveLine(
  rows: readonly DiffRow[],
  from: number,
  move: LineMove,
  page: number,
): number {
  if (move === 'first') return firstLineRow(rows);
  if (move === 'last') return seek(rows, rows.length - 1, -1, isLineRow);
  const step = move === 'up' || move === 'page-up' ? -1 : 1;
  let count = move === 'up' || move === 'down' ? 1 : Math.max(1, page);
  let at = from;
  for (let i = from + step; i >= 0 && i < rows.length && count > 0; i += step) {
    if (isKeyStop(rows[i])) {
      at = i;
      count -= 1;
    }
  }
  return at;
}

const said = { add: 'added', del: 'removed', context: 'unchanged' } as const;

function sayLine(line: DiffLine): string {
  const number = line.kind === 'del' ? `Old line ${line.oldLine}` : `Line ${line.newLine}`;
  return `${number}, ${said[line.kind]}: ${line.text.trim() || 'blank'}`;
}

/**
 * What a screen reader hears on a stop: a line's number, what happened to it,
 * its text, or the file whose top comments these are; and how many comments
 * stand there (N and P go to such stops).
 */
export function lineLabel(files: readonly DiffFile[], row: DiffRow, comments = 0): string {
  const text = lineSaid(files, row);
  if (comments === 0 || text === '') return text;
  return `${text} (${comments === 1 ? '1 comment' : `${comments} comments`})`;
}

function lineSaid(files: readonly DiffFile[], row: DiffRow): string {
  switch (row.kind) {
    case 'context':
      return `Line ${row.newLine}, unchanged: ${row.text.trim() || 'blank'}`;
    case 'line':
      return sayLine(files[row.file]!.hunks[row.hunk]!.lines[row.line]!);
    case 'pair': {
      const lines = files[row.file]!.hunks[row.hunk]!.lines;
      if (row.old === row.new) return sayLine(lines[row.new!]!);
      return [row.old, row.new]
        .flatMap((index) => (index === null ? [] : [sayLine(lines[index]!)]))
        .join('; ');
    }
    case 'file-comments':
      return `${files[row.file]!.path}, not on a line of this diff`;
    default:
      return '';
  }
}
