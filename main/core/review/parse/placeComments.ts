import type { ReviewComment } from '../../../../shared/contract';
import type { DiffInputFile } from '../prompt/diffInput';

/** A comment placed on the diff; `fileInDiff` false flags a file the diff does not have. */
export type PlacedComment = ReviewComment & { readonly fileInDiff: boolean };

/**
 * Places comments on the diff's files at the lines the reviewer cited: a line
 * a hunk shows carries the comment inline, any other line of the file is
 * shown with context around it, so a comment is never attached to a line it
 * is not about. A file named loosely ("b/src/a.ts", "./src/a.ts", a unique
 * tail, the old name of a rename) is read as the diff's path. A file the diff
 * does not have is kept, flagged.
 */
export function placeComments(
  comments: readonly ReviewComment[],
  files: readonly DiffInputFile[],
): PlacedComment[] {
  return comments.map((comment) => {
    const file = matchFile(comment.file, files);
    if (!file) return { ...comment, fileInDiff: false };
    const { endLine, ...rest } = comment;
    return {
      ...rest,
      file: file.path,
      // A range that ends before it starts names only its first line.
      ...(endLine !== undefined && endLine > comment.line ? { endLine } : {}),
      fileInDiff: true,
    };
  });
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
