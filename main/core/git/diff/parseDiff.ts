import type { DiffFile, DiffWarning, ParsedDiff } from '../../../../shared/contract/diff';
import { skipBinaryPatch } from './binaryPatch';
import { applyExtendedHeader } from './extendedHeader';
import { FileDraft } from './fileDraft';
import { parseHunkHeader } from './hunkHeader';
import { readHunk } from './hunkReader';
import { headerText, splitLines } from './splitLines';
import { typeChangeOf } from './typeChange';

/** A parsed file and the lines of the text it came from ([startLine, endLine), 0-based). */
export interface DiffSection {
  readonly file: DiffFile;
  readonly startLine: number;
  readonly endLine: number;
}

export interface ParsedSections {
  readonly lines: readonly string[];
  readonly sections: readonly DiffSection[];
  readonly warnings: readonly DiffWarning[];
}

/** Parses git (or plain `diff -u`) output into files, hunks and lines. Never throws. */
export function parseDiff(text: string): ParsedDiff {
  const { sections, warnings } = parseDiffSections(text);
  return { files: sections.map((s) => s.file), warnings: [...warnings] };
}

/**
 * The reader walks the text once. Anything that is not part of a file section
 * (commit headers, messages, diffstats, mbox envelopes and signatures) is
 * skipped; a file section opens on `diff --git`, `diff --cc`/`--combined`, or
 * a `---`/`+++` pair followed by a hunk (plain `diff -u`).
 */
export function parseDiffSections(text: string): ParsedSections {
  const lines = splitLines(text);
  const sections: DiffSection[] = [];
  const warnings: DiffWarning[] = [];
  const warn = (index: number, message: string) => warnings.push({ line: index + 1, message });
  let draft: FileDraft | null = null;
  // 'header': extended headers may follow; 'body': only hunks may follow.
  let phase: 'header' | 'body' = 'header';

  // The two sections of a path whose type changed, one right after the other, are one file.
  const push = (section: DiffSection) => {
    const before = sections.at(-1);
    const joined =
      before && before.endLine === section.startLine && typeChangeOf(before.file, section.file);
    if (joined)
      sections[sections.length - 1] = { ...before, file: joined, endLine: section.endLine };
    else sections.push(section);
  };
  const close = () => {
    if (!draft) return;
    const file = draft.finish();
    if (file) push({ file, startLine: draft.firstLine, endLine: draft.lastLine + 1 });
    else warn(draft.firstLine, 'Skipped a file section whose file name could not be read.');
    draft = null;
  };
  const open = (next: FileDraft, nextPhase: 'header' | 'body'): FileDraft => {
    close();
    draft = next;
    phase = nextPhase;
    return next;
  };

  let i = 0;
  while (i < lines.length) {
    const line = headerText(lines[i]!);
    const current = draft as FileDraft | null;

    if (line.startsWith('diff --git ')) {
      open(FileDraft.git(line.slice('diff --git '.length), i), 'header');
    } else if (line.startsWith('diff --cc ') || line.startsWith('diff --combined ')) {
      open(FileDraft.combined(line.slice(line.indexOf(' ', 5) + 1), i), 'header');
    } else if (current && phase === 'header' && applyExtendedHeader(current, line)) {
      current.lastLine = i;
    } else if (line.startsWith('--- ') && headerText(lines[i + 1] ?? '').startsWith('+++ ')) {
      const plus = headerText(lines[i + 1]!).slice(4);
      if (current && phase === 'header' && current.minusPath === undefined) {
        current.setSides(line.slice(4), plus);
        current.lastLine = i + 1;
        phase = 'body';
      } else if (parseHunkHeader(headerText(lines[i + 2] ?? ''))) {
        const opened = open(new FileDraft('traditional', i), 'body');
        opened.setSides(line.slice(4), plus);
        opened.lastLine = i + 1;
      } else {
        close();
      }
      i += 2;
      continue;
    } else if (current && line.startsWith('@@')) {
      const header = parseHunkHeader(line);
      const columns = current.format === 'combined' ? null : 1;
      if (!header || (columns !== null && header.parents.length !== columns)) {
        warn(i, `Skipped a malformed hunk header: ${line}`);
        close();
      } else {
        const read = readHunk(lines, i + 1, line, header);
        if (read.warning) warn(i, read.warning);
        current.addHunk(read);
        current.lastLine = read.next - 1;
        phase = 'body';
        i = read.next;
        continue;
      }
    } else if (current && line === 'GIT binary patch') {
      current.binary = true;
      i = skipBinaryPatch(lines, i + 1);
      current.lastLine = i - 1;
      phase = 'body';
      continue;
    } else if (line.startsWith('Binary files ') && line.endsWith(' differ')) {
      const target =
        current && phase === 'header' ? current : open(binaryOnlyDraft(line, i), 'body');
      target.binary = true;
      target.lastLine = i;
      phase = 'body';
    } else if (!current && line.startsWith('@@') && parseHunkHeader(line)) {
      warn(i, 'Skipped a hunk that has no file header before it.');
    } else if (current) {
      if (phase === 'body' && looksLikeStrayDiffLine(line)) {
        warn(i, 'A diff line outside any hunk was ignored (hunk counts too small?).');
      }
      close();
    }
    i += 1;
  }
  close();
  return { lines, sections, warnings };
}

/** GNU diff's line for binaries outside git: "Binary files old/x and new/x differ". */
function binaryOnlyDraft(line: string, at: number): FileDraft {
  const draft = new FileDraft('traditional', at);
  const body = line.slice('Binary files '.length, -' differ'.length);
  const split = body.indexOf(' and ');
  if (split !== -1) draft.setSides(body.slice(0, split), body.slice(split + ' and '.length));
  return draft;
}

/** `-- ` is the signature separator of format-patch output, never a diff line. */
function looksLikeStrayDiffLine(line: string): boolean {
  return (line.startsWith('+') || line.startsWith('-')) && line !== '-- ';
}
