import type { ReviewComment } from '../../../../shared/contract';
import { linesIn, suggestionSpan } from './suggestionSpan';

/** Reads a file of the reviewed tree by its path in the diff; null when it cannot. */
export type ReviewedFileReader = (path: string) => Promise<string | null>;

/**
 * Records on each suggestion the lines it replaces, read from the tree the
 * reviewer saw: the UI shows the suggestion as a diff of them, and applying
 * it later checks the file still has them. A suggestion whose lines cannot be
 * read (a file gone, a line past its end) is left without, and cannot be applied.
 */
export async function withReplacedLines(
  comments: readonly ReviewComment[],
  read: ReviewedFileReader,
): Promise<ReviewComment[]> {
  const files = new Map<string, Promise<string | null>>();
  const readOnce = (path: string) => {
    let text = files.get(path);
    if (!text) {
      text = read(path).catch(() => null);
      files.set(path, text);
    }
    return text;
  };
  return Promise.all(
    comments.map(async (comment) => {
      if (comment.suggestion === undefined || comment.replaces !== undefined) return comment;
      const text = await readOnce(comment.file);
      const replaces = text === null ? null : linesIn(text, suggestionSpan(comment));
      return replaces === null ? comment : { ...comment, replaces };
    }),
  );
}
