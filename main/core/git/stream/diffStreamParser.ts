import type { ParsedDiff } from '../../../../shared/contract/diff';
import { parseDiff } from '../diff/parseDiff';

/** Where a file section of git's output starts: a line of its own, never inside a hunk. */
const FILE_START = /\ndiff --(?:git|cc|combined) /g;
const LONGEST_START = '\ndiff --combined '.length;

/**
 * Parses diff text as it arrives, file by file: `push` answers the files
 * whose section is complete (the next `diff --git` line has come), `end` the
 * rest. The files and warnings, taken together, are what `parseDiff` gives
 * for the whole text (warnings keep their line numbers in the whole text).
 * A hunk line always starts with ' ', '+', '-' or '\', and a binary patch's
 * base85 lines hold no space, so a line starting `diff --git ` opens a file.
 */
export class DiffStreamParser {
  private pending = '';
  /** Lines of the text before `pending`. */
  private linesBefore = 0;
  /** Where in `pending` no file start was found yet: each piece is searched once. */
  private searchFrom = 0;

  push(text: string): ParsedDiff {
    // Search again a little before the new text: a `diff --git` line may straddle two pieces.
    FILE_START.lastIndex = Math.max(0, this.searchFrom - LONGEST_START);
    this.pending += text;
    this.searchFrom = this.pending.length;
    let cut = -1;
    for (let match = FILE_START.exec(this.pending); match; match = FILE_START.exec(this.pending)) {
      cut = match.index + 1;
    }
    if (cut <= 0) return { files: [], warnings: [] };
    const complete = this.pending.slice(0, cut);
    this.pending = this.pending.slice(cut);
    this.searchFrom -= cut;
    return this.parse(complete);
  }

  end(): ParsedDiff {
    const rest = this.pending;
    this.pending = '';
    this.searchFrom = 0;
    return this.parse(rest);
  }

  private parse(text: string): ParsedDiff {
    const parsed = parseDiff(text);
    const offset = this.linesBefore;
    this.linesBefore += countLines(text);
    return {
      files: parsed.files,
      warnings: parsed.warnings.map((w) => ({ line: w.line + offset, message: w.message })),
    };
  }
}

function countLines(text: string): number {
  let count = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count += 1;
  return count;
}
