import type { DiffFile, ReviewComment } from '../../../shared/contract';

/**
 * Which side of the diff comments cite: the new side for a reviewed diff; the
 * old side when showing what changed since the round the comments belong to
 * (their lines are that round's, now the diff's left-hand side).
 */
export type CommentSide = 'new' | 'old';

export interface PlacedComments {
  /** react-diff-view change key (I12, D7, N3) → the comments shown under that line. */
  readonly byChange: ReadonlyMap<string, readonly ReviewComment[]>;
  /** Comments on the file whose line is not in the diff: listed at the file's top. */
  readonly unplaced: readonly ReviewComment[];
}

function normalPath(path: string): string {
  return path.replace(/^\.\//, '').replace(/^[ab]\//, '');
}

export function isCommentOn(file: DiffFile, comment: ReviewComment): boolean {
  const target = normalPath(comment.file);
  return [file.path, file.newPath, file.oldPath].some((p) => p !== null && p === target);
}

/** Comments about files the diff does not contain. */
export function commentsOutside(
  files: readonly DiffFile[],
  comments: readonly ReviewComment[],
): ReviewComment[] {
  return comments.filter((c) => !files.some((file) => isCommentOn(file, c)));
}

/** The change key of the line `line` on `side`, if the diff shows it. */
function changeKeyAt(file: DiffFile, line: number, side: CommentSide): string | null {
  for (const hunk of file.hunks) {
    for (const l of hunk.lines) {
      if (side === 'new' && l.newLine === line) {
        if (l.kind === 'add') return `I${line}`;
        if (l.oldLine !== null) return `N${l.oldLine}`;
      }
      if (side === 'old' && l.oldLine === line) {
        if (l.kind === 'del') return `D${line}`;
        if (l.kind === 'context') return `N${line}`;
      }
    }
  }
  return null;
}

export function placeComments(
  file: DiffFile,
  comments: readonly ReviewComment[],
  side: CommentSide,
): PlacedComments {
  const byChange = new Map<string, ReviewComment[]>();
  const unplaced: ReviewComment[] = [];
  for (const comment of comments) {
    if (!isCommentOn(file, comment)) continue;
    const key = comment.line > 0 ? changeKeyAt(file, comment.line, side) : null;
    if (key === null) {
      unplaced.push(comment);
      continue;
    }
    byChange.set(key, [...(byChange.get(key) ?? []), comment]);
  }
  return { byChange, unplaced };
}

export function commentCount(file: DiffFile, comments: readonly ReviewComment[]): number {
  return comments.filter((c) => isCommentOn(file, c)).length;
}
