/**
 * Every `git diff` Parley runs is pinned against user configuration that would
 * change its shape: no colour, no external diff or textconv, a/ b/ prefixes
 * even with diff.noprefix or diff.mnemonicPrefix set, whole-repo paths even
 * with diff.relative, renames on.
 *
 * Paths: core.quotepath=false, so non-ASCII names appear as themselves in the
 * raw text the reviewer reads (git still C-quotes names holding a tab,
 * newline, quote or backslash). The parser decodes both forms, so names with
 * spaces and Unicode round-trip either way.
 */
export const GIT_DIFF_CONFIG: readonly string[] = [
  '-c',
  'core.quotepath=false',
  '-c',
  'diff.noprefix=false',
  '-c',
  'diff.mnemonicPrefix=false',
  '-c',
  'diff.relative=false',
];

export const GIT_DIFF_FLAGS: readonly string[] = [
  // Git's own three lines of context whatever diff.context says: fewer after a file's last
  // change then tell the diff view that the file ends there (see DIFF_CONTEXT_LINES).
  '--unified=3',
  '--no-color',
  '--no-ext-diff',
  '--no-textconv',
  '--src-prefix=a/',
  '--dst-prefix=b/',
  '--find-renames',
];

/** The whole work tree minus Parley's own `.parley/` folders, wherever they are. */
export const WITHOUT_PARLEY_FILES: readonly string[] = [':/', ':(top,exclude,glob)**/.parley/**'];

/** `git diff <args…> -- <everything but .parley>` with the pinned options. */
export function gitDiffArgs(...args: string[]): string[] {
  return [...GIT_DIFF_CONFIG, 'diff', ...GIT_DIFF_FLAGS, ...args, '--', ...WITHOUT_PARLEY_FILES];
}
