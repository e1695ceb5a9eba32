import type { DiffContinuation, ParsedDiff } from '../../../../shared/contract/diff';
import { parseDiff } from '../diff/parseDiff';
import { lineEnds } from './lineCount';

/** The head of a file whose text is still coming, parsed, and the text its rest goes on from. */
export interface LongFileSplit {
  readonly head: ParsedDiff;
  readonly continued: DiffContinuation;
  /** The file's header, a hunk header for the cut hunk's rest if need be, then the text after the cut. */
  readonly restText: string;
  /** The lines of the text the head was parsed from. */
  readonly headLines: number;
  /** The lines at the start of restText that the diff text does not hold (they are written again). */
  readonly addedLines: number;
}

/**
 * Splits the text of one `diff --git` file whose end has not come yet (a
 * generated file of a hundred thousand lines), so its first lines are parsed
 * and shown without waiting for the rest: the complete lines are parsed as a
 * file of their own, and the rest goes on as the same file again, its header
 * written again and the hunk that was cut reopened where the cut left it
 * (see joinPage, which puts the parts together). Null when there is nothing
 * to split yet: no hunk has started, or a combined diff's columns.
 */
export function splitLongFile(text: string): LongFileSplit | null {
  if (!text.startsWith('diff --git ')) return null;
  const firstHunk = text.indexOf('\n@@ ');
  const bodyStart = firstHunk < 0 ? -1 : text.indexOf('\n', firstHunk + 1);
  if (bodyStart < 0) return null;
  const cut = cutPoint(text, bodyStart);
  if (cut < 0) return null;
  const header = text.slice(0, firstHunk + 1);
  const headText = text.slice(0, cut);
  const headLines = lineEnds(headText);
  const parsed = parseDiff(headText);
  const file = parsed.files[0];
  const hunk = file?.hunks.at(-1);
  if (!file || !hunk || parsed.files.length !== 1) return null;
  let oldLines = 0;
  let newLines = 0;
  for (const line of hunk.lines) {
    if (line.oldLine !== null) oldLines++;
    if (line.newLine !== null) newLines++;
  }
  const oldLeft = hunk.oldLines - oldLines;
  const newLeft = hunk.newLines - newLines;
  const rest = text.slice(cut);
  if (oldLeft === 0 && newLeft === 0) {
    return {
      head: parsed,
      continued: 'file',
      headLines,
      restText: header + rest,
      addedLines: lineEnds(header),
    };
  }
  // The cut hunk read "ended early" only because its rest is still to come.
  const ended = `Hunk "${hunk.header}" ended early`;
  const head = { ...parsed, warnings: parsed.warnings.filter((w) => !w.message.startsWith(ended)) };
  const reopened = `@@ -${hunk.oldStart + oldLines},${oldLeft} +${hunk.newStart + newLines},${newLeft} @@\n`;
  return {
    head,
    continued: 'hunk',
    headLines,
    restText: header + reopened + rest,
    addedLines: lineEnds(header) + 1,
  };
}

/**
 * Where to cut: after a complete line of the hunks (past `bodyStart`, the
 * first hunk's header line) whose next line has started and is no "\ No
 * newline" line, which belongs to the line above it. -1 when there is none.
 */
function cutPoint(text: string, bodyStart: number): number {
  for (let end = text.lastIndexOf('\n'); end > bodyStart; end = text.lastIndexOf('\n', end - 1)) {
    if (end + 1 < text.length && text[end + 1] !== '\\') return end + 1;
  }
  return -1;
}
