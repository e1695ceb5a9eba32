import type { DiffFile, DiffHunk } from '../../../../shared/contract/diff';

/**
 * git prints a path whose type changed (a file that became a symbolic link or
 * a submodule, or back) as two sections in a row: the old one deleted, then
 * the new one added. Shown as they come, the one path had two entries, and
 * what is keyed by path (comments, forms, counts) went under both. Read
 * together they are one modified file: its old side from the deletion, its new
 * side from the addition, each mode kept. Null for any other two files.
 */
export function typeChangeOf(first: DiffFile, second: DiffFile): DiffFile | null {
  const removed = first.status === 'deleted' ? first : second;
  const added = removed === first ? second : first;
  if (removed.status !== 'deleted' || added.status !== 'added') return null;
  if (removed.path !== added.path || removed.combined || added.combined) return null;
  return {
    oldPath: removed.oldPath,
    newPath: added.newPath,
    path: added.path,
    status: 'modified',
    binary: removed.binary || added.binary,
    combined: false,
    similarity: null,
    dissimilarity: null,
    oldMode: removed.oldMode,
    newMode: added.newMode,
    oldHash: removed.oldHash,
    newHash: added.newHash,
    noNewlineAtEof: removed.noNewlineAtEof || added.noNewlineAtEof,
    added: added.added,
    removed: removed.removed,
    hunks: joinedHunks(removed.hunks, added.hunks),
  };
}

/** A whole file's removal and a whole file's addition as one hunk: the old lines, then the new. */
function joinedHunks(removed: readonly DiffHunk[], added: readonly DiffHunk[]): DiffHunk[] {
  const [old] = removed;
  const [next] = added;
  if (!old || !next || removed.length > 1 || added.length > 1) return [...removed, ...added];
  const range = (start: number, count: number) => (count === 1 ? `${start}` : `${start},${count}`);
  return [
    {
      header: `@@ -${range(old.oldStart, old.oldLines)} +${range(next.newStart, next.newLines)} @@`,
      oldStart: old.oldStart,
      oldLines: old.oldLines,
      newStart: next.newStart,
      newLines: next.newLines,
      section: '',
      lines: [...old.lines, ...next.lines],
    },
  ];
}
