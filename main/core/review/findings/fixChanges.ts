import type { ReviewComment } from '../../../../shared/contract';
import type { CapturedDiff } from '../../../../shared/contract/diff';

/**
 * What the author's fix changed since the reviewer's last look: by file, the
 * new-file lines it wrote, and where it moved the lines it kept. Read from
 * the diff between two rounds' snapshots.
 */
export interface FixChanges {
  readonly files: readonly FixedFile[];
}

interface FixedFile {
  /** Its path after the fix (before it, when the fix deleted it). */
  readonly path: string;
  /** Its path before the fix: another where the fix renamed it. */
  readonly before: string;
  readonly lines: readonly number[];
  /** Each hunk's old and new ranges, and the lines it kept, as [old line, new line]. */
  readonly hunks: readonly FixHunk[];
}

interface FixHunk {
  readonly oldStart: number;
  readonly oldLines: number;
  readonly newStart: number;
  readonly newLines: number;
  readonly kept: readonly (readonly [number, number])[];
}

export function fixChangesOf(diff: Pick<CapturedDiff, 'files'>): FixChanges {
  return {
    files: diff.files.map((file) => ({
      path: file.path,
      before: file.oldPath ?? file.path,
      lines: file.hunks.flatMap((hunk) =>
        hunk.lines.flatMap((line) =>
          line.kind === 'add' && line.newLine !== null ? [line.newLine] : [],
        ),
      ),
      hunks: file.hunks.map(({ oldStart, oldLines, newStart, newLines, lines }) => ({
        oldStart,
        oldLines,
        newStart,
        newLines,
        kept: lines.flatMap((line) =>
          line.kind === 'context' && line.oldLine !== null && line.newLine !== null
            ? [[line.oldLine, line.newLine] as const]
            : [],
        ),
      })),
    })),
  };
}

/** Whether lines `line` to `endLine` of `file` hold one the fix wrote. */
export function touchesFix(fix: FixChanges, file: string, line: number, endLine = line): boolean {
  const written = fix.files.find((f) => f.path === file)?.lines ?? [];
  return written.some((n) => n >= line && n <= endLine);
}

/**
 * Where line `line` of `file` before the fix is after it: lines below a
 * change move by what it added or took away; a line the fix rewrote or
 * removed stands as far below the kept line above it, before the kept line
 * below it, within what the hunk now holds. A range of no
 * lines (`-5,0`: added after line 5) starts after its line, as git counts.
 */
export function movedLine(fix: FixChanges, file: string, line: number): number {
  const hunks = fileBefore(fix, file)?.hunks ?? [];
  let offset = 0;
  for (const hunk of hunks) {
    const oldEnd = hunk.oldStart + Math.max(hunk.oldLines, 1) - 1;
    const newEnd = hunk.newStart + Math.max(hunk.newLines, 1) - 1;
    const first = hunk.oldLines === 0 ? hunk.oldStart + 1 : hunk.oldStart;
    if (line < first) break;
    if (hunk.oldLines > 0 && line <= oldEnd) return lineInHunk(hunk, line, newEnd);
    offset = newEnd - oldEnd;
  }
  return line + offset;
}

function lineInHunk(hunk: FixHunk, line: number, newEnd: number): number {
  const kept = hunk.kept.find(([old]) => old === line);
  if (kept) return kept[1];
  const above = hunk.kept.findLast(([old]) => old < line);
  const below = hunk.kept.find(([old]) => old > line);
  let at = above ? above[1] + (line - above[0]) : hunk.newStart + (line - hunk.oldStart);
  if (below) at = Math.min(at, below[1] - 1);
  return Math.max(hunk.newStart, Math.min(at, newEnd));
}

/**
 * A comment on the lines where the fix has moved them since, in the file as
 * the fix may have renamed it (a whole-file comment stays one).
 */
export function movedComment<T extends Pick<ReviewComment, 'file' | 'line' | 'endLine'>>(
  fix: FixChanges | undefined,
  comment: T,
): T {
  if (!fix) return comment;
  const file = fileBefore(fix, comment.file)?.path ?? comment.file;
  if (comment.line < 1) return file === comment.file ? comment : { ...comment, file };
  const move = (line: number) => movedLine(fix, comment.file, line);
  return {
    ...comment,
    file,
    line: move(comment.line),
    ...(comment.endLine === undefined ? {} : { endLine: move(comment.endLine) }),
  };
}

/**
 * Whether the fix rewrote or removed any of lines `line` to `endLine` of
 * `file` as they were before it: what a comment on them spoke of is gone or
 * changed. (Lines it only moved, or wrote beside, are not.)
 */
export function rewritesLines(
  fix: FixChanges,
  file: string,
  line: number,
  endLine = line,
): boolean {
  const hunks = fileBefore(fix, file)?.hunks ?? [];
  return hunks.some((hunk) => {
    if (hunk.oldLines === 0) return false;
    const oldEnd = hunk.oldStart + hunk.oldLines - 1;
    for (let at = Math.max(line, hunk.oldStart); at <= Math.min(endLine, oldEnd); at++) {
      if (!hunk.kept.some(([old]) => old === at)) return true;
    }
    return false;
  });
}

/**
 * Whether the fix changed anything within `margin` lines of a comment's lines
 * (as they were before it): rewrote or removed one of them, or wrote lines
 * among them. An edit far off in the same file is no attempt at what the
 * comment spoke of. A comment on a whole file (line 0) is near any change to it.
 */
export function changesNear(
  fix: FixChanges,
  comment: Pick<ReviewComment, 'file' | 'line' | 'endLine'>,
  margin: number,
): boolean {
  if (comment.line < 1) return fileBefore(fix, comment.file) !== undefined;
  const near = {
    file: comment.file,
    line: Math.max(1, comment.line - margin),
    endLine: (comment.endLine ?? comment.line) + margin,
  };
  if (rewritesLines(fix, near.file, near.line, near.endLine)) return true;
  const moved = movedComment(fix, near);
  return touchesFix(fix, moved.file, moved.line, moved.endLine);
}

/** What the fix did to the file that was at `path` before it (lines are the file's, by its path then). */
function fileBefore(fix: FixChanges, path: string): FixedFile | undefined {
  return fix.files.find((f) => f.before === path);
}
