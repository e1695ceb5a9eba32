import type { ChangeData, DiffType, HunkData } from 'react-diff-view';
import type { DiffFile, DiffLine } from '../../../shared/contract';

/**
 * Our parsed diff (main/core/git) as react-diff-view's hunks. We map the
 * core's parse rather than re-parse `raw` in the page: it already handles
 * every corpus case (quoted paths, combined diffs, CRLF), and review comments
 * cite its line numbers.
 */
export function toHunks(file: DiffFile): HunkData[] {
  return file.hunks.map((hunk) => {
    // Combined diffs can have lines the first parent lacks; they borrow its last number.
    let lastOld = Math.max(hunk.oldStart, 1);
    let lastNew = Math.max(hunk.newStart, 1);
    const changes = hunk.lines.map((line): ChangeData => {
      const oldLine = line.oldLine ?? lastOld;
      const newLine = line.newLine ?? lastNew;
      lastOld = oldLine;
      lastNew = newLine;
      return toChange(line, oldLine, newLine);
    });
    return {
      content: hunk.header,
      oldStart: hunk.oldStart,
      oldLines: hunk.oldLines,
      newStart: hunk.newStart,
      newLines: hunk.newLines,
      changes,
    };
  });
}

function toChange(line: DiffLine, oldLine: number, newLine: number): ChangeData {
  switch (line.kind) {
    case 'add':
      return { type: 'insert', isInsert: true, lineNumber: newLine, content: line.text };
    case 'del':
      return { type: 'delete', isDelete: true, lineNumber: oldLine, content: line.text };
    case 'context':
      return {
        type: 'normal',
        isNormal: true,
        oldLineNumber: oldLine,
        newLineNumber: newLine,
        content: line.text,
      };
  }
}

export function diffTypeOf(file: DiffFile): DiffType {
  switch (file.status) {
    case 'added':
      return 'add';
    case 'deleted':
      return 'delete';
    case 'renamed':
      return 'rename';
    case 'copied':
      return 'copy';
    default:
      return 'modify';
  }
}

/** The number of diff lines a file shows: what decides "large". */
export function lineCount(file: DiffFile): number {
  return file.hunks.reduce((sum, hunk) => sum + hunk.lines.length, 0);
}
