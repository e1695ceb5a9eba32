import type { DiffHunk, DiffLine } from '../../../../shared/contract/diff';
import type { HunkHeader } from './hunkHeader';

/** A hunk read off the text, and where reading stopped. */
export interface HunkRead {
  readonly hunk: DiffHunk;
  /** Index of the first line after the hunk. */
  readonly next: number;
  readonly added: number;
  readonly removed: number;
  readonly noNewline: boolean;
  /** Set when the body was shorter than its header promised. */
  readonly warning: string | null;
}

/**
 * Reads a hunk body strictly by the counts in its header, so text after it
 * (a format-patch `-- ` signature, a commit message) is never taken for diff
 * lines. A body that ends early is kept as far as it goes, with a warning.
 */
export function readHunk(
  lines: readonly string[],
  start: number,
  headerLine: string,
  header: HunkHeader,
): HunkRead {
  const columns = header.parents.length;
  const oldRemaining = header.parents.map((p) => p.count);
  const oldNext = header.parents.map((p) => p.start);
  let newRemaining = header.newRange.count;
  let newNext = header.newRange.start;
  const out: DiffLine[] = [];
  let added = 0;
  let removed = 0;
  let noNewline = false;
  let i = start;

  const pending = () => newRemaining > 0 || oldRemaining.some((n) => n > 0);
  while (i < lines.length && pending()) {
    const line = lines[i]!;
    if (line.startsWith('\\')) {
      noNewline = markNoNewline(out) || noNewline;
      i += 1;
      continue;
    }
    // Some tools strip the lone space of an empty context line.
    const markers = line === '' ? ' '.repeat(columns) : line.slice(0, columns);
    const inParent = parentsHolding(markers, columns);
    if (!inParent) break;
    const isDel = markers.includes('-');
    const isAdd = !isDel && markers.includes('+');
    if (!isDel && newRemaining === 0) break;
    if (inParent.some((holds, p) => holds && oldRemaining[p] === 0)) break;

    const oldLine = inParent[0] ? oldNext[0]! : null;
    for (let p = 0; p < columns; p += 1) {
      if (!inParent[p]) continue;
      oldNext[p]! += 1;
      oldRemaining[p]! -= 1;
    }
    let newLine: number | null = null;
    if (!isDel) {
      newLine = newNext;
      newNext += 1;
      newRemaining -= 1;
    }
    const kind = isDel ? 'del' : isAdd ? 'add' : 'context';
    if (kind === 'add') added += 1;
    if (kind === 'del') removed += 1;
    const entry: DiffLine = { kind, text: line.slice(columns), oldLine, newLine };
    if (columns > 1) entry.markers = markers;
    out.push(entry);
    i += 1;
  }

  const warning = pending()
    ? `Hunk "${headerLine}" ended early: ${out.length} line(s) read, more expected.`
    : null;
  // The marker for the hunk's last line comes after the counts are used up.
  if (lines[i]?.startsWith('\\')) {
    noNewline = markNoNewline(out) || noNewline;
    i += 1;
  }

  const [first] = header.parents;
  const hunk: DiffHunk = {
    header: headerLine,
    oldStart: first?.start ?? 0,
    oldLines: first?.count ?? 0,
    newStart: header.newRange.start,
    newLines: header.newRange.count,
    section: header.section,
    lines: out,
  };
  if (columns > 1) hunk.parents = [...header.parents];
  return { hunk, next: i, added, removed, noNewline, warning };
}

/**
 * Which parents hold a line, from its prefix columns; null when the prefix is
 * not a diff line. A `-` in column p: only parent p had it (it was removed).
 * No `-` anywhere: every parent without a `+` has it.
 */
function parentsHolding(markers: string, columns: number): boolean[] | null {
  if (markers.length < columns) return null;
  let minus = false;
  let plus = false;
  for (const ch of markers) {
    if (ch === '-') minus = true;
    else if (ch === '+') plus = true;
    else if (ch !== ' ') return null;
  }
  if (minus && plus) return null;
  return [...markers].map((ch) => (minus ? ch === '-' : ch === ' '));
}

function markNoNewline(out: DiffLine[]): boolean {
  const last = out[out.length - 1];
  if (!last) return false;
  last.noNewline = true;
  return true;
}
