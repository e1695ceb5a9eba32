import type { DiffFile } from '../../../shared/contract';

/** A place a search term was found: a line of a hunk, and where in the line's text. */
export interface FindMatch {
  readonly file: number;
  readonly hunk: number;
  readonly line: number;
  readonly start: number;
  readonly end: number;
}

/** Past this many matches the count stops: the term is too common to step through anyway. */
export const MAX_MATCHES = 10_000;

/**
 * Every occurrence of `query` in the diff's lines, ignoring case, in reading
 * order. It searches the data, not the page, so rows that are not rendered
 * (off screen, or in a collapsed file) are found too.
 */
export function findInDiff(files: readonly DiffFile[], query: string): FindMatch[] {
  const needle = query.toLocaleLowerCase();
  if (needle.length === 0) return [];
  const matches: FindMatch[] = [];
  files.forEach((file, f) => {
    file.hunks.forEach((hunk, h) => {
      hunk.lines.forEach((line, l) => {
        if (matches.length >= MAX_MATCHES) return;
        const haystack = line.text.toLocaleLowerCase();
        for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
          matches.push({ file: f, hunk: h, line: l, start: at, end: at + needle.length });
          if (matches.length >= MAX_MATCHES) return;
        }
      });
    });
  });
  return matches;
}
