import type { DiffFileStatus, DiffLine } from '../../../../shared/contract/diff';

/**
 * The part of a parsed diff (shared/contract/diff.ts, made by main/core/git)
 * that prompts and snapping read. A DiffFile fits it as it is; tests can
 * build small ones by hand.
 */
export type DiffInputLine = Pick<DiffLine, 'kind' | 'text' | 'newLine' | 'noNewline'>;

export interface DiffInputHunk {
  /** The `@@ … @@` line as written. */
  readonly header: string;
  readonly lines: readonly DiffInputLine[];
}

export interface DiffInputFile {
  /** The path to show and to cite. */
  readonly path: string;
  readonly oldPath: string | null;
  readonly status: DiffFileStatus;
  readonly binary: boolean;
  /** git's modes (absent: not known, as in a hand-made diff). */
  readonly oldMode?: string | null;
  readonly newMode?: string | null;
  readonly hunks: readonly DiffInputHunk[];
}
