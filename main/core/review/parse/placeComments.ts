import type { ReviewComment } from '../../../../shared/contract';
import type { DiffInputFile } from '../prompt/diffInput';

/** A comment placed on the diff; `fileInDiff` false flags a file the diff does not have. */
export type SnappedComment = ReviewComment & { readonly fileInDiff: boolean };

/**
 * Places comments on lines the diff changed: a comment already on an added
 * line stays; one elsewhere moves to the nearest changed line of its file and
 * keeps the line the reviewer wrote as `reviewerLine`. A file named loosely
 * ("b/src/a.ts", "./src/a.ts", a unique tail, the old name of a rename) is
 * read as the diff's path. A file the diff does not have is kept, flagged.
 */
export function snapCommentsToDiff(
  comments: readonly ReviewComment[],
  files: readonly DiffInputFile[],
): SnappedComment[] {
  const anchors = new Map(files.map((file) => [file.path, changedLines(file)]));
  return comments.map((comment) => {
    const file = matchFile(comment.file, files);
    if (!file) return { ...comment, fileInDiff: false };
    const lines = anchors.get(file.path) ?? [];
    const line = lines.length ? nearest(lines, comment.line) : comment.line;
    const { endLine, reviewerLine: _previous, ...rest } = comment;
    const moved = line !== comment.line;
    return {
      ...rest,
      file: file.path,
      line,
      ...(endLine !== undefined && endLine > line ? { endLine } : {}),
      ...(moved ? { reviewerLine: comment.line } : {}),
      fileInDiff: true,
    };
  });
}

/**
 * The new-file lines a comment may sit on, ascending: the added lines; for a
 * file with deletions only, the place in the new file where lines went.
 */
function changedLines(file: DiffInputFile): number[] {
  const added: number[] = [];
  const removedAt: number[] = [];
  for (const hunk of file.hunks) {
    let lastNew: number | null = null;
    hunk.lines.forEach((line, index) => {
      if (line.kind === 'add' && line.newLine !== null) added.push(line.newLine);
      if (line.kind === 'del') {
        const at = lastNew !== null ? lastNew + 1 : nextNewLine(hunk.lines, index);
        if (at !== null) removedAt.push(at);
      }
      if (line.newLine !== null) lastNew = line.newLine;
    });
  }
  const lines = added.length ? added : removedAt;
  return [...new Set(lines)].sort((a, b) => a - b);
}

function nextNewLine(lines: DiffInputFile['hunks'][number]['lines'], from: number): number | null {
  for (let i = from; i < lines.length; i++) {
    const newLine = lines[i]!.newLine;
    if (newLine !== null) return newLine;
  }
  return null;
}

/** The closest of sorted lines to a target; on a tie, the earlier one. */
function nearest(sorted: readonly number[], target: number): number {
  let best = sorted[0]!;
  for (const line of sorted) {
    if (Math.abs(line - target) < Math.abs(best - target)) best = line;
    if (line >= target) break;
  }
  return best;
}

function matchFile(name: string, files: readonly DiffInputFile[]): DiffInputFile | null {
  const exact = files.find((file) => file.path === name);
  if (exact) return exact;
  const bare = name.replace(/^(?:\.\/|[ab]\/)/, '');
  const byBare = files.find((file) => file.path === bare);
  if (byBare) return byBare;
  const byOldName = files.find((file) => file.oldPath === name || file.oldPath === bare);
  if (byOldName) return byOldName;
  const byTail = files.filter((file) => file.path.endsWith(`/${bare}`));
  return byTail.length === 1 ? byTail[0]! : null;
}
