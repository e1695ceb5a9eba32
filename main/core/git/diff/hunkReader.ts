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
  // Kept in step with oldRemaining, so "is anything still expected" is one comparison a line.
  let oldPending = oldRemaining.reduce((sum, n) => sum + n, 0);
  let newRemaining = header.newRange.count;
  let newNext = header.newRange.start;
  // Which parents hold the current line: filled in place for each line, never reallocated.
  const holds: boolean[] = new Array<boolean>(columns).fill(false);
  const out: DiffLine[] = [];
  let added = 0;
  let removed = 0;
  let noNewline = false;
  let i = start;

  while (i < lines.length && (newRemaining > 0 || oldPending > 0)) {
    const line = lines[i]!;
    if (line.startsWith('\\')) {
      noNewline = markNoNewline(out) || noNewline;
      i += 1;
      continue;
    }
    // Some tools strip the lone space of an empty context line.
    const kind = line === '' ? 'context' : lineKind(line, columns, holds);
    if (kind === null) break;
    if (line === '') holds.fill(true);
    if (kind !== 'del' && newRemaining === 0) break;
    if (parentRunOut(holds, oldRemaining)) break;

    const oldLine = holds[0] ? oldNext[0]! : null;
    for (let p = 0; p < columns; p += 1) {
      if (!holds[p]) continue;
      oldNext[p]! += 1;
      oldRemaining[p]! -= 1;
      oldPending -= 1;
    }
    let newLine: number | null = null;
    if (kind !== 'del') {
      newLine = newNext;
      newNext += 1;
      newRemaining -= 1;
    }
    if (kind === 'add') added += 1;
    if (kind === 'del') removed += 1;
    const entry: DiffLine = { kind, text: line.slice(columns), oldLine, newLine };
    if (columns > 1) entry.markers = line === '' ? ' '.repeat(columns) : line.slice(0, columns);
    out.push(entry);
    i += 1;
  }

  const warning =
    newRemaining > 0 || oldPending > 0
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

/** A parent holds the line but its count is used up: the line is past the hunk. */
function parentRunOut(holds: readonly boolean[], oldRemaining: readonly number[]): boolean {
  for (let p = 0; p < holds.length; p += 1) {
    if (holds[p] && oldRemaining[p] === 0) return true;
  }
  return false;
}

const SPACE = 0x20;
const PLUS = 0x2b;
const MINUS = 0x2d;

/**
 * A line's kind from its prefix columns, and in `holds` which parents hold
 * it; null when the prefix is not a diff line. A `-` in column p: only parent
 * p had it (it was removed). No `-` anywhere: every parent without a `+` has it.
 */
function lineKind(line: string, columns: number, holds: boolean[]): DiffLine['kind'] | null {
  if (line.length < columns) return null;
  let minus = false;
  let plus = false;
  for (let p = 0; p < columns; p += 1) {
    const mark = line.charCodeAt(p);
    if (mark === MINUS) minus = true;
    else if (mark === PLUS) plus = true;
    else if (mark !== SPACE) return null;
  }
  if (minus && plus) return null;
  for (let p = 0; p < columns; p += 1) {
    holds[p] = line.charCodeAt(p) === (minus ? MINUS : SPACE);
  }
  return minus ? 'del' : plus ? 'add' : 'context';
}

function markNoNewline(out: DiffLine[]): boolean {
  const last = out[out.length - 1];
  if (!last) return false;
  last.noNewline = true;
  return true;
}
