import { modeChange, specialKind } from '../../../../shared/fileModes';
import { numberedDiffLine } from '../protocol/textProtocol';
import type { DiffInputFile, DiffInputHunk } from './diffInput';
import { defuseDataLine } from './untrustedData';

/** Longer lines (minified code, data blobs) are cut: a reviewer cannot use them whole. */
export const MAX_SHOWN_LINE_CHARS = 1000;

/**
 * One file of the diff as a prompt shows it: a header with the path to cite,
 * then each hunk with every line carrying its new-file number (as qodo's
 * PR-Agent does), so the reviewer cites lines that exist.
 */
export function renderFileDiff(file: DiffInputFile): string {
  const header = `### ${defuseDataLine(file.path)} (${describeChange(file)})`;
  if (file.binary) return `${header}\n(binary content, not shown)`;
  if (file.hunks.length === 0) return `${header}\n(no change to the content)`;
  const width = numberWidth(file.hunks);
  return [header, ...file.hunks.map((hunk) => renderHunk(hunk, width))].join('\n');
}

function renderHunk(hunk: DiffInputHunk, width: number): string {
  const lines = hunk.lines.flatMap((line) => {
    const shown = numberedDiffLine(line.newLine, line.kind, shownText(line.text), width);
    // git's own words: a line that differs only in its final newline reads as unchanged without them.
    return line.noNewline ? [shown, NO_NEWLINE] : [shown];
  });
  return [defuseDataLine(hunk.header), ...lines].join('\n');
}

const NO_NEWLINE = '\\ No newline at end of file';

/** A changed file's full text, numbered like the diff so both cite the same lines. */
export function renderFileContents(path: string, text: string): string {
  const lines = text.replace(/\r?\n$/, '').split(/\r?\n/);
  const width = String(lines.length).length;
  const numbered = lines.map(
    (line, index) => `${String(index + 1).padStart(width)} | ${shownText(line)}`,
  );
  return [`### ${defuseDataLine(path)} (full contents after the change)`, ...numbered].join('\n');
}

function shownText(text: string): string {
  const line = defuseDataLine(text);
  if (line.length <= MAX_SHOWN_LINE_CHARS) return line;
  const cut = line.length - MAX_SHOWN_LINE_CHARS;
  return `${line.slice(0, MAX_SHOWN_LINE_CHARS)} … [${cut} more characters not shown]`;
}

function numberWidth(hunks: readonly DiffInputHunk[]): number {
  let max = 1;
  for (const hunk of hunks) {
    for (const line of hunk.lines)
      if (line.newLine !== null && line.newLine > max) max = line.newLine;
  }
  return String(max).length;
}

/** What happened to the file, with what its lines do not show: its mode, its line ends. */
function describeChange(file: DiffInputFile): string {
  const mode = modeChange(file.oldMode ?? null, file.newMode ?? null);
  const special = specialKind(file.newMode ?? file.oldMode ?? null);
  const modeText = mode ? `; ${mode.typeChanged ? 'type changed' : 'mode'} ${mode.text}` : '';
  const endings = lineEndsChange(file);
  const status =
    file.status === 'modified' && special && !mode
      ? `modified ${special}`
      : statusText(file, special);
  return `${status}${modeText}${endings ? `; ${endings}` : ''}`;
}

function statusText(file: DiffInputFile, special: string | null): string {
  const oldPath = file.oldPath === null ? '' : defuseDataLine(file.oldPath);
  switch (file.status) {
    case 'added':
      return `new ${special ?? 'file'}`;
    case 'deleted':
      return `deleted${special ? ` ${special}` : ''}; no new-file line numbers, cite LINE: 0`;
    case 'renamed':
      return `renamed from ${oldPath}`;
    case 'copied':
      return `copied from ${oldPath}`;
    case 'mode-changed':
      return 'file mode changed';
    case 'modified':
      return 'modified';
  }
}

/**
 * "line ends CRLF → LF" when the removed lines all end in a CR and the added
 * ones none (or the other way): the prompt shows lines without their CR, so
 * such lines would read as removed and added unchanged.
 */
function lineEndsChange(file: DiffInputFile): string | null {
  const ends = { del: { cr: 0, lf: 0 }, add: { cr: 0, lf: 0 } };
  for (const hunk of file.hunks) {
    for (const line of hunk.lines) {
      if (line.kind !== 'context') ends[line.kind][line.text.endsWith('\r') ? 'cr' : 'lf']++;
    }
  }
  const { del, add } = ends;
  if (del.cr > 0 && del.lf === 0 && add.lf > 0 && add.cr === 0) return 'line ends CRLF → LF';
  if (del.lf > 0 && del.cr === 0 && add.cr > 0 && add.lf === 0) return 'line ends LF → CRLF';
  return null;
}
