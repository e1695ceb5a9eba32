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
  const lines = hunk.lines.map((line) =>
    numberedDiffLine(line.newLine, line.kind, shownText(line.text), width),
  );
  return [defuseDataLine(hunk.header), ...lines].join('\n');
}

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

function describeChange(file: DiffInputFile): string {
  const oldPath = file.oldPath === null ? '' : defuseDataLine(file.oldPath);
  switch (file.status) {
    case 'added':
      return 'new file';
    case 'deleted':
      return 'deleted; no new-file line numbers, cite LINE: 0';
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
