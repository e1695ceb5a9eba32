import type { DiffFile } from '../../../../shared/contract/diff';

/** The lines of a file's hunks: what a page of a diff is measured in. */
export function lineCount(file: DiffFile): number {
  let lines = 0;
  for (const hunk of file.hunks) lines += hunk.lines.length + 1;
  return lines;
}

/** The line ends in a text: its lines, when it ends with one. */
export function lineEnds(text: string): number {
  let count = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count += 1;
  return count;
}
