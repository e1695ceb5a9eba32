/**
 * `GIT binary patch` (git diff --binary) is followed by one or two blocks:
 * "literal N" or "delta N", base85 lines each starting with a length letter,
 * and a blank line. None of it is a diff line; this finds where it ends.
 */
const BLOCK_HEADER = /^(?:literal|delta) \d+$/;
// Git's base85 alphabet after a length letter; no spaces, so a header line never matches.
const DATA_LINE = /^[A-Za-z][0-9A-Za-z!#$%&()*+\-;<=>?@^_`{|}~]+$/;

/** Index of the first line after the binary patch that starts at `start` (after its header). */
export function skipBinaryPatch(lines: readonly string[], start: number): number {
  let i = start;
  while (i < lines.length) {
    const line = lines[i]!.replace(/\r$/, '');
    if (line !== '' && !BLOCK_HEADER.test(line) && !DATA_LINE.test(line)) break;
    i += 1;
  }
  return i;
}
