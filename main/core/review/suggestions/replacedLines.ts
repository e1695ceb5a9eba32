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
      if (replaces === null) return comment;
      return { ...comment, suggestion: indentedAs(comment.suggestion, replaces), replaces };
    }),
  );
}

/**
 * A suggestion whose least indented line is at column 0, replacing lines
 * that are all indented, given the indentation they share: the answer's
 * format loses it (a suggestion on the SUGGESTION line is trimmed, unfenced
 * lines lose what they share), and code applied at column 0 would break the
 * file. Its lines keep their indentation relative to each other.
 */
function indentedAs(suggestion: string, replaces: string): string {
  const lines = suggestion.split('\n');
  if (sharedIndent(lines) !== '') return suggestion;
  const indent = sharedIndent(replaces.split('\n'));
  if (indent === '') return suggestion;
  return lines.map((line) => (line.trim() === '' ? line : indent + line)).join('\n');
}

/** The indentation the non-blank lines share: the least indented one's ('' when none is). */
function sharedIndent(lines: readonly string[]): string {
  let shared: string | null = null;
  for (const line of lines) {
    if (line.trim() === '') continue;
    const indent = /^[ \t]*/.exec(line)![0];
    if (shared === null || indent.length < shared.length) shared = indent;
  }
  return shared ?? '';
}
