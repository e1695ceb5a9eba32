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
  /** The text of files not complete yet, in the pieces it came in: joined only to be parsed. */
  private pending: string[] = [];
  private pendingLength = 0;
  /** The last characters of `pending`: a `diff --git` line may straddle two pieces. */
  private tail = '';
  /** Lines of the text before `pending`. */
  private linesBefore = 0;

  push(text: string): ParsedDiff {
    // Only the new piece is searched, with the few characters before it: a file far longer
    // than a piece (a generated file) is not searched again and again as it grows.
    const window = this.tail + text;
    let cut = -1;
    FILE_START.lastIndex = 0;
    for (let match = FILE_START.exec(window); match; match = FILE_START.exec(window)) {
      cut = this.pendingLength - this.tail.length + match.index + 1;
    }
    this.pending.push(text);
    this.pendingLength += text.length;
    this.tail = window.slice(-LONGEST_START);
    if (cut <= 0) return { files: [], warnings: [] };
    const all = this.pending.join('');
    this.pending = [all.slice(cut)];
    this.pendingLength = all.length - cut;
    return this.parse(all.slice(0, cut));
  }

  end(): ParsedDiff {
    const rest = this.pending.join('');
    this.pending = [];
    this.pendingLength = 0;
    this.tail = '';
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
