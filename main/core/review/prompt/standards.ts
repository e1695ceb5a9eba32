/** The project's review standards and the file they came from. */
export interface Standards {
  readonly source: string;
  readonly text: string;
}

/** Reads a workspace file by its path relative to the workspace; null when it does not exist. */
export type WorkspaceReader = (relativePath: string) => Promise<string | null>;

/** Where standards are looked for, first found wins: Parley's own, then the agents' conventions. */
export const STANDARDS_FILES = ['.parley/standards.md', 'AGENTS.md', 'CLAUDE.md'] as const;

/**
 * The file the user chose in Settings (`chosen`, relative to the workspace or
 * absolute), else the first of STANDARDS_FILES that exists and is not blank;
 * null when there is none. A chosen file that is missing gives none: the
 * review does not quietly use another than the one the user picked.
 */
export async function readStandards(read: WorkspaceReader, chosen = ''): Promise<Standards | null> {
  if (chosen) {
    const text = await read(chosen);
    return text !== null && text.trim() ? { source: chosen, text } : null;
  }
  for (const source of STANDARDS_FILES) {
    const text = await read(source);
    if (text !== null && text.trim()) return { source, text };
  }
  return null;
}
