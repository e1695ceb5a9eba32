import type { DiffContinuation, DiffFile, DiffHunk } from '../../../../shared/contract/diff';

/** A file cut in two for paging: the head goes in this page, the rest starts the next. */
export interface FileCut {
  readonly head: DiffFile;
  readonly rest: DiffFile;
  readonly continued: DiffContinuation;
}

/**
 * Cuts a file after about `lines` of its diff lines (a hunk header counts as
 * one, as lineCount counts them), inside a hunk if need be: the head keeps
 * at least one line. Null when the file is no longer than that. The counts
 * of the two parts add up to the file's (see joinPage, which undoes this).
 */
export function cutFile(file: DiffFile, lines: number): FileCut | null {
  let left = Math.max(lines, 2);
  for (let index = 0; index < file.hunks.length; index++) {
    const hunk = file.hunks[index]!;
    const size = hunk.lines.length + 1;
    if (size < left) {
      left -= size;
      continue;
    }
    // No room left for this hunk's header and a line: the cut goes before it.
    if (left < 2 && index > 0) {
      return {
        ...parts(file, file.hunks.slice(0, index), file.hunks.slice(index)),
        continued: 'file',
      };
    }
    const take = Math.max(1, left - 1);
    const endsHunk = take >= hunk.lines.length;
    if (endsHunk && index === file.hunks.length - 1) return null;
    const headHunks = [...file.hunks.slice(0, index), endsHunk ? hunk : linesOf(hunk, 0, take)];
    const restHunks = endsHunk
      ? file.hunks.slice(index + 1)
      : [linesOf(hunk, take, hunk.lines.length), ...file.hunks.slice(index + 1)];
    return { ...parts(file, headHunks, restHunks), continued: endsHunk ? 'file' : 'hunk' };
  }
  return null;
}

function linesOf(hunk: DiffHunk, from: number, to: number): DiffHunk {
  return { ...hunk, lines: hunk.lines.slice(from, to) };
}

function parts(file: DiffFile, headHunks: DiffHunk[], restHunks: DiffHunk[]) {
  let added = 0;
  let removed = 0;
  let noNewline = false;
  for (const hunk of headHunks) {
    for (const line of hunk.lines) {
      if (line.kind === 'add') added++;
      else if (line.kind === 'del') removed++;
      if (line.noNewline) noNewline = true;
    }
  }
  return {
    head: { ...file, hunks: headHunks, added, removed, noNewlineAtEof: noNewline },
    rest: {
      ...file,
      hunks: restHunks,
      added: file.added - added,
      removed: file.removed - removed,
    },
  };
}
