/** The project's review standards and the file they came from. */
export interface Standards {
  readonly source: string;
  readonly text: string;
}

/** Reads a workspace file by its path relative to the workspace; null when it does not exist. */
export type WorkspaceReader = (relativePath: string) => Promise<string | null>;

/** Where standards are looked for, first found wins: Parley's own, then the agents' conventions. */
export const STANDARDS_FILES = ['.parley/standards.md', 'AGENTS.md', 'CLAUDE.md'] as const;

/** The first of STANDARDS_FILES that exists and is not blank, or null. */
export async function readStandards(read: WorkspaceReader): Promise<Standards | null> {
  for (const source of STANDARDS_FILES) {
    const text = await read(source);
    if (text !== null && text.trim()) return { source, text };
  }
  return null;
}
