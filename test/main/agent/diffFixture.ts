import type { DiffFile, DiffLine } from '../../../main/agent/review/diffModel';

/**
 * A diff file from lines written as in a unified diff ("+added", "-removed",
 * " context"), numbered from `firstLine` in the new file as a prompt shows them.
 */
export function diffFile(path: string, lines: readonly string[], firstLine = 1): DiffFile {
  let next = firstLine;
  const parsed: DiffLine[] = lines.map((raw) => {
    const mark = raw[0];
    const text = raw.slice(1);
    if (mark === '-') return { newLine: null, kind: 'del', text };
    const line: DiffLine = { newLine: next, kind: mark === '+' ? 'add' : 'context', text };
    next += 1;
    return line;
  });
  return { path, lines: parsed };
}

/** One file whose every line is added. */
export function addedFile(path: string, lines: readonly string[], firstLine = 1): DiffFile {
  return diffFile(
    path,
    lines.map((l) => `+${l}`),
    firstLine,
  );
}
