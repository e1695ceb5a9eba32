import { NUMBERED_DIFF_LINE } from '../../core/review/protocol/textProtocol';
import type { DiffFile, DiffLine } from '../review/diffModel';

/**
 * Reads the diff out of a request, tolerantly:
 * - Parley's numbered form (main/core/review/prompt/renderDiff.ts): under a
 *   "## The diff" heading, a fenced block of per-file "### path (what changed)"
 *   headings, "@@" hunk headers and lines such as "  12 + const x = 1;";
 * - else a plain unified diff (`git diff` output pasted by hand), numbered
 *   here from its hunk headers.
 * Null when the text holds neither.
 */
export function readDiff(text: string): DiffFile[] | null {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const section = diffSection(lines);
  if (section !== null) return readNumberedDiff(section) ?? readUnifiedDiff(section) ?? [];
  // No diff heading: only files that show lines count (a "###" heading alone is just markdown).
  const numbered = readNumberedDiff(lines)?.filter((file) => file.lines.length > 0) ?? [];
  return numbered.length > 0 ? numbered : readUnifiedDiff(lines);
}

/** A file heading: "### src/a.ts (modified)"; the note in parentheses is Parley's. */
const FILE_HEADING = /^###\s+(.+?)\s*$/;
const KNOWN_NOTE =
  /\s+\((?:(?:new (?:file|symbolic link|submodule)|modified|file mode changed|deleted)\b[^)]*|(?:renamed|copied) from .*)\)$/;
const CONTENTS_NOTE = /\s+\(full contents after the change\)$/;

/**
 * The lines of the diff section: from a "## The diff" heading to the next
 * "## " heading outside its fence. Null when there is no such heading.
 */
function diffSection(lines: readonly string[]): readonly string[] | null {
  const start = lines.findIndex((l) => /^##\s+the diff\b/i.test(l.trim()));
  if (start === -1) return null;
  let fence: string | null = null;
  for (let i = start + 1; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const marker = /^(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker !== undefined) {
      if (fence === null) fence = marker;
      else if (line.trim() === fence) fence = null;
    } else if (fence === null && /^##\s/.test(line)) {
      return lines.slice(start + 1, i);
    }
  }
  return lines.slice(start + 1);
}

function readNumberedDiff(lines: readonly string[]): DiffFile[] | null {
  const files: { path: string; lines: DiffLine[] }[] = [];
  let current: { path: string; lines: DiffLine[] } | null = null;
  let sawHeading = false;
  for (const line of lines) {
    const heading = FILE_HEADING.exec(line);
    if (heading !== null) {
      const title = heading[1] ?? '';
      // A file's full contents are not its diff.
      current = CONTENTS_NOTE.test(title) ? null : { path: pathOf(title), lines: [] };
      if (current !== null) files.push(current);
      sawHeading = true;
      continue;
    }
    if (current === null) continue;
    const numbered = NUMBERED_DIFF_LINE.exec(line);
    if (numbered === null) continue;
    const [, number, mark, body = ''] = numbered;
    const kind = mark === '+' ? 'add' : mark === '-' ? 'del' : 'context';
    // Added and context lines carry their new-file number; a line without one is no diff line.
    if (kind !== 'del' && number === undefined) continue;
    current.lines.push({ newLine: number === undefined ? null : Number(number), kind, text: body });
  }
  return sawHeading ? files : null;
}

function pathOf(title: string): string {
  const withoutNote = title.replace(KNOWN_NOTE, '');
  return withoutNote.replace(/^`(.+)`$/, '$1');
}

const HUNK_HEADER = /^@@ -\d+(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;

/** A unified diff, hunk bodies read by their line counts (so "--- x" inside one is a removed line). */
function readUnifiedDiff(lines: readonly string[]): DiffFile[] | null {
  const files: { path: string; lines: DiffLine[] }[] = [];
  let current: { path: string; lines: DiffLine[] } | null = null;
  let next = 0;
  let oldLeft = 0;
  let newLeft = 0;
  for (const line of lines) {
    if (current !== null && (oldLeft > 0 || newLeft > 0)) {
      if (line.startsWith('\\')) continue;
      const mark = line[0] ?? ' ';
      const text = line.slice(1);
      if (mark === '+') {
        current.lines.push({ newLine: next++, kind: 'add', text });
        newLeft--;
      } else if (mark === '-') {
        current.lines.push({ newLine: null, kind: 'del', text });
        oldLeft--;
      } else {
        current.lines.push({ newLine: next++, kind: 'context', text });
        oldLeft--;
        newLeft--;
      }
      continue;
    }
    const target = /^\+\+\+ (?:"?b\/)?(.+?)"?(\t.*)?$/.exec(line);
    if (target !== null) {
      current = line.startsWith('+++ /dev/null') ? null : { path: target[1] ?? '', lines: [] };
      if (current !== null) files.push(current);
      continue;
    }
    const hunk = HUNK_HEADER.exec(line);
    if (hunk !== null) {
      oldLeft = hunk[1] === undefined ? 1 : Number(hunk[1]);
      next = Number(hunk[2]);
      newLeft = hunk[3] === undefined ? 1 : Number(hunk[3]);
    }
  }
  return files.length > 0 ? files : null;
}
