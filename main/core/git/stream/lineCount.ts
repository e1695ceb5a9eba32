import type { DiffFile } from '../../../../shared/contract/diff';

/** The lines of a file's hunks: what a page of a diff is measured in. */
export function lineCount(file: DiffFile): number {
  let lines = 0;
  for (const hunk of file.hunks) lines += hunk.lines.length + 1;
  return lines;
}
