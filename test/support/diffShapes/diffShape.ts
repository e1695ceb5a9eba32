/** What a diff shape is: the text git printed, and what a reader must find in it. */

/** A tag names one hard thing about a file a parser must get right (as the shared corpus INDEX.md tags them). */
export type ShapeTag =
  | 'new'
  | 'deleted'
  | 'rename'
  | 'copy'
  | 'mode'
  /** A path whose type changed (file, symbolic link, submodule): one file, both modes kept. */
  | 'type'
  | 'binary'
  | 'combined'
  | 'no-newline-eof'
  | 'crlf'
  | 'non-ascii'
  | 'rewrite';

export interface ExpectedFile {
  readonly path: string;
  readonly added: number;
  readonly removed: number;
  readonly tags?: readonly ShapeTag[];
}

export interface DiffShape {
  readonly name: string;
  /** The command that printed it, for failure messages. */
  readonly command: string;
  readonly text: string;
  /** Every file section, in order. */
  readonly files: readonly ExpectedFile[];
}
