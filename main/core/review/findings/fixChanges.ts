import type { CapturedDiff } from '../../../../shared/contract/diff';

/**
 * What the author's fix changed since the reviewer's last look: by file, the
 * new-file lines it wrote. Read from the diff between two rounds' snapshots.
 */
export interface FixChanges {
  readonly files: readonly { readonly path: string; readonly lines: readonly number[] }[];
}

export function fixChangesOf(diff: CapturedDiff): FixChanges {
  return {
    files: diff.files.map((file) => ({
      path: file.path,
      lines: file.hunks.flatMap((hunk) =>
        hunk.lines.flatMap((line) =>
          line.kind === 'add' && line.newLine !== null ? [line.newLine] : [],
        ),
      ),
    })),
  };
}

/** Whether lines `line` to `endLine` of `file` hold one the fix wrote. */
export function touchesFix(fix: FixChanges, file: string, line: number, endLine = line): boolean {
  const written = fix.files.find((f) => f.path === file)?.lines ?? [];
  return written.some((n) => n >= line && n <= endLine);
}
