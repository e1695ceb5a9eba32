import type { DiffFile } from '../../../shared/contract';
import { modeChange, specialKind } from '../../../shared/fileModes';
import { CONTEXT_HUNK, type ShownLine, type ShownLines } from './diffFind';
import { canExpand, fileGaps, gapSegments, type Gap, type LineRange } from './expansion';
import { lineCount } from './toHunks';

/** How changed lines are laid out: one column of old and new, or old beside new. */
export type DiffLayout = 'unified' | 'split';

/**
 * One row of the diff list. A diff of any size is a flat list of these, so
 * only the rows on screen need to exist in the page.
 */
export type DiffRow =
  | { readonly kind: 'header'; readonly file: number }
  | { readonly kind: 'file-comments'; readonly file: number }
  | { readonly kind: 'note'; readonly file: number; readonly text: string }
  | { readonly kind: 'collapsed'; readonly file: number; readonly lines: number }
  | { readonly kind: 'hunk'; readonly file: number; readonly hunk: number }
  | {
      /** Unchanged lines folded away between hunks, with the buttons that show them. */
      readonly kind: 'expand';
      readonly file: number;
      readonly from: number;
      /** Infinity below the last hunk while the file's length is not known yet. */
      readonly to: number;
      /** Lines are shown right above or below it: Expand down / up have something to grow from. */
      readonly above: boolean;
      readonly below: boolean;
    }
  | {
      /** An unchanged line shown by expanding, numbered on both sides. */
      readonly kind: 'context';
      readonly file: number;
      readonly oldLine: number;
      readonly newLine: number;
      readonly text: string;
      readonly layout: DiffLayout;
    }
  | { readonly kind: 'line'; readonly file: number; readonly hunk: number; readonly line: number }
  | {
      readonly kind: 'pair';
      readonly file: number;
      readonly hunk: number;
      /** The old side's line (context or removed), by index in the hunk. */
      readonly old: number | null;
      /** The new side's line (context or added). */
      readonly new: number | null;
    };

/** Files with more diff lines than this start collapsed, so a huge refactor opens fast. */
export const LARGE_FILE_LINES = 1_500;

export interface DiffRows {
  readonly rows: readonly DiffRow[];
  /** File index → the row of its header. */
  readonly headerRow: readonly number[];
  /** `file:hunk:line` (see lineKey) → the row that shows that line, for files that are open. */
  readonly lineRow: ReadonlyMap<string, number>;
}

/** What is known of a file's lines around its hunks, and which of them to show. */
export interface FileExpansion {
  /** The new file's lines; null until read. */
  readonly lines: readonly string[] | null;
  /** New-file ranges to show, sorted and merged. */
  readonly revealed: readonly LineRange[];
}

export interface RowOptions {
  readonly layout: DiffLayout;
  readonly isOpen: (file: DiffFile, index: number) => boolean;
  readonly hasFileComments: (index: number) => boolean;
  /** Null (or absent) where the file's other lines cannot be read: no Expand rows. */
  readonly expansion?: (index: number) => FileExpansion | null;
}

/** A line's key in `lineRow`; a line Expand shows is hunk CONTEXT_HUNK's, by its new-file number. */
export const lineKey = (file: number, hunk: number, line: number) => `${file}:${hunk}:${line}`;

/** Every row of a diff, in order, for the layout and the files open. */
export function diffRows(files: readonly DiffFile[], options: RowOptions): DiffRows {
  const rows: DiffRow[] = [];
  const headerRow: number[] = [];
  const lineRow = new Map<string, number>();
  files.forEach((file, f) => {
    headerRow.push(rows.length);
    rows.push({ kind: 'header', file: f });
    if (options.hasFileComments(f)) rows.push({ kind: 'file-comments', file: f });
    if (!options.isOpen(file, f)) {
      rows.push({ kind: 'collapsed', file: f, lines: lineCount(file) });
      return;
    }
    for (const text of fileNotes(file)) rows.push({ kind: 'note', file: f, text });
    if (file.binary) return;
    const expansion = canExpand(file) ? (options.expansion?.(f) ?? null) : null;
    const gaps = expansion && fileGaps(file, expansion.lines?.length ?? null);
    const gapRows = (gap: Gap) => {
      if (!expansion || gap.from > gap.to) return;
      const segments = gapSegments(gap, expansion.lines ? expansion.revealed : []);
      segments.forEach((segment, i) => {
        if (!segment.shown) {
          const above = i > 0 || gap.index > 0;
          const below = i < segments.length - 1 || gap.index < file.hunks.length;
          rows.push({ kind: 'expand', file: f, from: segment.from, to: segment.to, above, below });
          return;
        }
        for (let line = segment.from; line <= segment.to; line += 1) {
          // Lines the diff counts but the file no longer has (it changed since): nothing to show.
          const text = expansion.lines![line - 1];
          if (text === undefined) break;
          const oldLine = line + gap.shift;
          lineRow.set(lineKey(f, CONTEXT_HUNK, line), rows.length);
          rows.push({
            kind: 'context',
            file: f,
            oldLine,
            newLine: line,
            text,
            layout: options.layout,
          });
        }
      });
    };
    file.hunks.forEach((hunk, h) => {
      const gap = gaps?.[h];
      if (gap) gapRows(gap);
      // A gap shown in full joins its hunk to what is above: no header between them.
      const joined =
        gap !== undefined && gap.from <= gap.to && rows[rows.length - 1]?.kind === 'context';
      if (!joined) rows.push({ kind: 'hunk', file: f, hunk: h });
      const add = (row: DiffRow, ...lines: (number | null)[]) => {
        for (const line of lines) if (line !== null) lineRow.set(lineKey(f, h, line), rows.length);
        rows.push(row);
      };
      if (options.layout === 'unified') {
        hunk.lines.forEach((_, l) => add({ kind: 'line', file: f, hunk: h, line: l }, l));
        return;
      }
      for (const pair of pairLines(hunk.lines)) {
        add({ kind: 'pair', file: f, hunk: h, old: pair.old, new: pair.new }, pair.old, pair.new);
      }
    });
    const tail = gaps?.[file.hunks.length];
    if (tail) gapRows(tail);
  });
  return { rows, headerRow, lineRow };
}

/**
 * Old beside new: a context line on both sides; a block of removed lines
 * beside the block of added lines that follows it, line by line.
 */
export function pairLines(
  lines: readonly { readonly kind: 'context' | 'add' | 'del' }[],
): { old: number | null; new: number | null }[] {
  const pairs: { old: number | null; new: number | null }[] = [];
  let i = 0;
  while (i < lines.length) {
    if (lines[i]!.kind === 'context') {
      pairs.push({ old: i, new: i });
      i += 1;
      continue;
    }
    const dels: number[] = [];
    const adds: number[] = [];
    while (i < lines.length && lines[i]!.kind === 'del') dels.push(i++);
    while (i < lines.length && lines[i]!.kind === 'add') adds.push(i++);
    for (let k = 0; k < Math.max(dels.length, adds.length); k += 1) {
      pairs.push({ old: dels[k] ?? null, new: adds[k] ?? null });
    }
  }
  return pairs;
}

/** What a file's body says besides its hunks: mode changes, merges, binary or empty changes. */
export function fileNotes(file: DiffFile): string[] {
  const notes: string[] = [];
  const mode = modeChange(file.oldMode, file.newMode);
  if (mode) notes.push(mode.typeChanged ? `Type changed: ${mode.text}` : `File mode ${mode.text}`);
  const special = mode?.typeChanged ? null : specialKind(file.newMode ?? file.oldMode);
  if (special === 'symbolic link') notes.push('Symbolic link: its line is the path it points to');
  if (special === 'submodule') notes.push('Submodule: its line is the commit it points to');
  if (file.combined) notes.push('Merge diff: lines are numbered against the first parent');
  if (file.binary) notes.push('Binary file — its content is not shown');
  else if (file.hunks.length === 0) notes.push(emptyChangeText(file));
  return notes;
}

function emptyChangeText(file: DiffFile): string {
  switch (file.status) {
    case 'added':
      return 'Empty file added';
    case 'deleted':
      return 'Empty file deleted';
    case 'renamed':
      return `Renamed without content changes${file.similarity !== null ? ` (${file.similarity}% similar)` : ''}`;
    case 'copied':
      return 'Copied without content changes';
    case 'mode-changed':
      return 'Only the file mode changed';
    case 'modified':
      return 'No content changes';
  }
}

const partners = new WeakMap<object, ReadonlyMap<number, number>>();

/**
 * The line a removed or added line pairs with (the one it was replaced by,
 * or replaced), worked out for a hunk the first time one of its rows shows.
 */
export function linePartner(
  hunk: { readonly lines: readonly { readonly kind: 'context' | 'add' | 'del' }[] },
  line: number,
): number | null {
  let map = partners.get(hunk);
  if (!map) {
    const built = new Map<number, number>();
    for (const pair of pairLines(hunk.lines)) {
      if (pair.old !== null && pair.new !== null && pair.old !== pair.new) {
        built.set(pair.old, pair.new);
        built.set(pair.new, pair.old);
      }
    }
    partners.set(hunk, built);
    map = built;
  }
  return map.get(line) ?? null;
}

/** The lines Expand shows, by file, in order: what the find bar searches besides the hunks. */
export function shownLinesOf(rows: readonly DiffRow[]): ShownLines {
  const byFile = new Map<number, ShownLine[]>();
  for (const row of rows) {
    if (row.kind !== 'context') continue;
    const lines = byFile.get(row.file) ?? [];
    if (lines.length === 0) byFile.set(row.file, lines);
    lines.push({ newLine: row.newLine, text: row.text });
  }
  return byFile;
}
