import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A text file of the workspace, as lines, written back with its own line
 * ending and final newline. Paths come from a reviewer's comments: one that
 * leads outside the workspace is refused, never followed.
 */
export interface WorkspaceFile {
  readonly lines: readonly string[];
  save(lines: readonly string[]): void;
}

export function openWorkspaceFile(cwd: string, file: string): WorkspaceFile | string {
  const root = path.resolve(cwd);
  const full = path.resolve(root, file);
  if (full !== root && !full.startsWith(root + path.sep))
    return 'the path is outside the workspace';
  let text: string;
  try {
    text = readFileSync(full, 'utf8');
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT'
      ? 'the file does not exist'
      : 'the file cannot be read';
  }
  if (text.includes('\0')) return 'the file is binary';
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const finalNewline = text.endsWith(eol);
  const lines = (finalNewline ? text.slice(0, -eol.length) : text).split(eol);
  return {
    lines,
    save(next) {
      writeFileSync(full, next.join(eol) + (finalNewline && next.length > 0 ? eol : ''));
    },
  };
}
