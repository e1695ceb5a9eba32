import type { ChangeData } from 'react-diff-view';
import type { DiffFile } from '../../../shared/contract';
import type { CommentSide } from '../model/diffChoice';

/** What placing needs of a comment: the reviewer's and people's comments alike. */
export interface LineComment {
  readonly file: string;
  readonly line: number;
}

export interface PlacedComments<C extends LineComment> {
  /** react-diff-view change key (I12, D7, N3) → the comments shown under that line. */
  readonly byChange: ReadonlyMap<string, readonly C[]>;
  /** Comments on the file whose line is not in the diff: listed at the file's top. */
  readonly unplaced: readonly C[];
}

function normalPath(path: string): string {
  return path.replace(/^\.\//, '').replace(/^[ab]\//, '');
}

export function isCommentOn(file: DiffFile, comment: LineComment): boolean {
  const target = normalPath(comment.file);
  return [file.path, file.newPath, file.oldPath].some((p) => p !== null && p === target);
}

/**
 * Comments about files the diff does not contain, file by file (files in the
 * order their first comment came, each file's comments in their order).
 */
export function commentsOutside<C extends LineComment>(
  files: readonly DiffFile[],
  comments: readonly C[],
): C[] {
  const byFile = new Map<string, C[]>();
  for (const comment of comments) {
    if (files.some((file) => isCommentOn(file, comment))) continue;
    const ofFile = byFile.get(comment.file);
    if (ofFile) ofFile.push(comment);
    else byFile.set(comment.file, [comment]);
  }
  return [...byFile.values()].flat();
}

/** Whether the comment at `index` of a list grouped by file is the first of its file there. */
export function startsFile(comments: readonly LineComment[], index: number): boolean {
  return index === 0 || comments[index - 1]!.file !== comments[index]!.file;
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

/**
 * `expanded` gives the key of a line no hunk holds but an expanded context
 * row shows (null where none does), so a comment there shows under it.
 */
export function placeComments<C extends LineComment>(
  file: DiffFile,
  comments: readonly C[],
  side: CommentSide,
  expanded: (line: number) => string | null = () => null,
): PlacedComments<C> {
  const byChange = new Map<string, C[]>();
  const unplaced: C[] = [];
  for (const comment of comments) {
    if (!isCommentOn(file, comment)) continue;
    const key =
      comment.line > 0 ? (changeKeyAt(file, comment.line, side) ?? expanded(comment.line)) : null;
    if (key === null) {
      unplaced.push(comment);
      continue;
    }
    byChange.set(key, [...(byChange.get(key) ?? []), comment]);
  }
  return { byChange, unplaced };
}

export function commentCount(file: DiffFile, comments: readonly LineComment[]): number {
  return comments.filter((c) => isCommentOn(file, c)).length;
}

/** Where a person's comment on a diff row goes: the row's change key and its new-file line. */
export interface CommentTarget {
  readonly key: string;
  readonly line: number;
  /** The line's text when the form opened: a form follows it when the diff moves (see followedTarget). */
  readonly text?: string;
}

/**
 * A person comments on lines of the new file (as the reviewer does): added
 * and unchanged rows. A removed line is no longer there to fix. The key is
 * the one `placeComments` gives a comment on that line, so the form opens
 * where the comment will then show.
 */
export function commentTarget(change: ChangeData): CommentTarget | null {
  const text = change.content;
  if (change.type === 'insert')
    return { key: `I${change.lineNumber}`, line: change.lineNumber, text };
  if (change.type === 'normal')
    return { key: `N${change.oldLineNumber}`, line: change.newLineNumber, text };
  return null;
}

/**
 * Where the line a form was opened on stands in `file` now, when the diff
 * moved it (an agent edited the file above it): the one line the diff shows
 * with its text. Null when the form stays: its line still reads so, its text
 * is nowhere or in more than one place (a lone brace), or it was never known.
 */
export function followedTarget(file: DiffFile, target: CommentTarget): CommentTarget | null {
  if (target.text === undefined) return null;
  const found: CommentTarget[] = [];
  for (const hunk of file.hunks) {
    for (const line of hunk.lines) {
      if (line.kind === 'del' || line.newLine === null || line.text !== target.text) continue;
      if (line.newLine === target.line) return null;
      const key = line.kind === 'add' ? `I${line.newLine}` : `N${line.oldLine}`;
      found.push({ key, line: line.newLine, text: target.text });
    }
  }
  return found.length === 1 ? found[0]! : null;
}
