import type { DiffFile } from '../../../shared/contract';

/**
 * A place a search term was found: a line of a hunk, or an unchanged line
 * Expand shows (hunk CONTEXT_HUNK, line its new-file number); and where in
 * the line's text.
 */
export interface FindMatch {
  readonly file: number;
  readonly hunk: number;
  readonly line: number;
  readonly start: number;
  readonly end: number;
}

/** The hunk a match on a line Expand shows names: none of the file's. */
export const CONTEXT_HUNK = -1;

/** An unchanged line Expand shows, by its new-file number. */
export interface ShownLine {
  readonly newLine: number;
  readonly text: string;
}

/** The lines Expand shows, by file index, in order. */
export type ShownLines = ReadonlyMap<number, readonly ShownLine[]>;

/** Past this many matches the count stops: the term is too common to step through anyway. */
export const MAX_MATCHES = 10_000;

/**
 * Every occurrence of `query` in the diff's lines, and in the lines Expand
 * shows around its hunks, ignoring case, in reading order. It searches the
 * data, not the page, so rows that are not rendered (off screen, or in a
 * collapsed file) are found too.
 */
export function findInDiff(
  files: readonly DiffFile[],
  query: string,
  shown: ShownLines = new Map(),
): FindMatch[] {
  const needle = query.toLocaleLowerCase();
  if (needle.length === 0) return [];
  const matches: FindMatch[] = [];
  const search = (text: string, file: number, hunk: number, line: number) => {
    const haystack = text.toLocaleLowerCase();
    for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
      if (matches.length >= MAX_MATCHES) return;
      matches.push({ file, hunk, line, start: at, end: at + needle.length });
    }
  };
  files.forEach((file, f) => {
    const context = shown.get(f) ?? [];
    let next = 0;
    // The lines Expand shows above new-file line `before`, which come before what follows.
    const searchContext = (before: number) => {
      for (; next < context.length && context[next]!.newLine < before; next++) {
        search(context[next]!.text, f, CONTEXT_HUNK, context[next]!.newLine);
      }
    };
    file.hunks.forEach((hunk, h) => {
      // A hunk with no new lines names the line before it ("+3,0").
      searchContext(hunk.newLines === 0 ? hunk.newStart + 1 : hunk.newStart);
      hunk.lines.forEach((line, l) => search(line.text, f, h, l));
    });
    searchContext(Infinity);
  });
  return matches;
}
