import type { DiffContinuation, DiffFile, DiffHunk } from './diff';

/**
 * The files of a diff read so far with the next page's, in order: a file
 * the previous page cut (its `continued`) is joined with its rest, the first
 * file of the page, so a viewer holds one file whatever the paging.
 */
export function joinPage(
  files: readonly DiffFile[],
  continued: DiffContinuation | undefined,
  next: readonly DiffFile[],
): DiffFile[] {
  const head = files.at(-1);
  const [rest, ...after] = next;
  if (!continued || !head || !rest) return [...files, ...next];
  return [...files.slice(0, -1), joinFile(head, rest, continued), ...after];
}

function joinFile(head: DiffFile, rest: DiffFile, continued: DiffContinuation): DiffFile {
  return {
    ...head,
    added: head.added + rest.added,
    removed: head.removed + rest.removed,
    noNewlineAtEof: head.noNewlineAtEof || rest.noNewlineAtEof,
    hunks:
      continued === 'hunk' ? joinHunks(head.hunks, rest.hunks) : [...head.hunks, ...rest.hunks],
  };
}

/** The hunks with the rest's first one's lines added to the head's last one. */
function joinHunks(head: readonly DiffHunk[], rest: readonly DiffHunk[]): DiffHunk[] {
  const last = head.at(-1);
  const [more, ...after] = rest;
  if (!last || !more) return [...head, ...rest];
  return [...head.slice(0, -1), { ...last, lines: [...last.lines, ...more.lines] }, ...after];
}
