import type { DiffContinuation, DiffFile, ParsedDiff } from '../../../../shared/contract/diff';
import { parseDiff } from '../diff/parseDiff';
import { typeChangeOf } from '../diff/typeChange';
import { lineEnds } from './lineCount';
import { splitLongFile } from './longFileSplit';

/** Where a file section of git's output starts: a line of its own, never inside a hunk. */
const FILE_START = /\ndiff --(?:git|cc|combined) /g;
const LONGEST_START = '\ndiff --combined '.length;
/** A file whose text grows past this before the next file starts is parsed in parts (see splitLongFile). */
const LONG_FILE_CHARS = 1024 * 1024;

/** Files parsed; `continued`: the last of them goes on in a later answer (see DiffPage in the contract). */
export interface ParsedPart extends ParsedDiff {
  readonly continued?: DiffContinuation;
}

/**
 * Parses diff text as it arrives, file by file: `push` answers the files
 * whose section is complete (the next `diff --git` line has come), `end` the
 * rest. The files and warnings, taken together, are what `parseDiff` gives
 * for the whole text (warnings keep their line numbers in the whole text).
 * A hunk line always starts with ' ', '+', '-' or '\', and a binary patch's
 * base85 lines hold no space, so a line starting `diff --git ` opens a file.
 * A file too long to wait for is handed on in parts as its text comes.
 */
export class DiffStreamParser {
  /** The text of files not complete yet, in the pieces it came in: joined only to be parsed. */
  private pending: string[] = [];
  private pendingLength = 0;
  /** The last characters of `pending`: a `diff --git` line may straddle two pieces. */
  private tail = '';
  /** Lines of the text before `pending`. */
  private linesBefore = 0;
  /** Lines at the start of `pending` the text does not hold: a split file's header, written again. */
  private addedLines = 0;
  /** How long pending may grow before a split is tried (again: one that failed waits for twice as much). */
  private splitAt: number;
  /** A deleted file not handed on yet (see handedOn). */
  private held: DiffFile | null = null;

  constructor(private readonly longFileChars = LONG_FILE_CHARS) {
    this.splitAt = longFileChars;
  }

  push(text: string): ParsedPart {
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
    if (cut <= 0) return this.pendingLength > this.splitAt ? this.splitPending() : NOTHING;
    this.splitAt = this.longFileChars;
    const all = this.pending.join('');
    this.pending = [all.slice(cut)];
    this.pendingLength = all.length - cut;
    return this.handedOn(this.parse(all.slice(0, cut)), false);
  }

  end(): ParsedPart {
    const rest = this.pending.join('');
    this.pending = [];
    this.pendingLength = 0;
    this.tail = '';
    return this.handedOn(this.parse(rest), true);
  }

  /**
   * The files of a part as parseDiff gives them in the whole text: a deleted
   * file last in a part may be the first half of a path whose type changed
   * (see typeChangeOf), so it waits for the next part's first file.
   */
  private handedOn(part: ParsedPart, last: boolean): ParsedPart {
    let files = part.files;
    if (this.held) {
      const [first, ...rest] = files;
      const joined = first && typeChangeOf(this.held, first);
      files = joined ? [joined, ...rest] : [this.held, ...files];
      this.held = null;
    }
    if (!last && !part.continued && files.at(-1)?.status === 'deleted') {
      this.held = files.at(-1)!;
      files = files.slice(0, -1);
    }
    return { ...part, files };
  }

  /** Hands on the head of the one long file pending, keeping its rest pending. */
  private splitPending(): ParsedPart {
    const all = this.pending.join('');
    const split = splitLongFile(all);
    if (!split) {
      this.pending = [all];
      this.splitAt = all.length * 2;
      return NOTHING;
    }
    this.pending = [split.restText];
    this.pendingLength = split.restText.length;
    const head = this.placed(split.head, split.headLines);
    this.addedLines = split.addedLines;
    return this.handedOn({ ...head, continued: split.continued }, false);
  }

  private parse(text: string): ParsedDiff {
    return this.placed(parseDiff(text), lineEnds(text));
  }

  /** A parse of the next `lines` lines of pending, its warnings at their line in the whole text. */
  private placed(parsed: ParsedDiff, lines: number): ParsedDiff {
    const offset = this.linesBefore - this.addedLines;
    this.linesBefore += lines - this.addedLines;
    this.addedLines = 0;
    return {
      files: parsed.files,
      warnings: parsed.warnings.map((w) => ({ line: w.line + offset, message: w.message })),
    };
  }
}

const NOTHING: ParsedPart = { files: [], warnings: [] };
