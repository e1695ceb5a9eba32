/**
 * The diff as parley-agent reads it out of a review prompt: per file, the
 * numbered lines the prompt shows (new-file line number, kind, text).
 */
export interface DiffLine {
  /** New-file line number; null for a removed line. */
  readonly newLine: number | null;
  readonly kind: 'add' | 'del' | 'context';
  readonly text: string;
}

export interface DiffFile {
  readonly path: string;
  readonly lines: readonly DiffLine[];
}

/** An added line with the line number reviewers cite. */
export interface AddedLine {
  readonly line: number;
  readonly text: string;
}

export function addedLines(file: DiffFile): AddedLine[] {
  const added: AddedLine[] = [];
  for (const l of file.lines) {
    if (l.kind === 'add' && l.newLine !== null) added.push({ line: l.newLine, text: l.text });
  }
  return added;
}
