import { statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CoreError } from '../api';

/** The directory a session runs in: the workspace by default; `~` and relative paths resolved. */
export function resolveWorkingDirectory(cwd: string | undefined, workspace: string): string {
  if (!cwd) return workspace;
  const expanded =
    cwd === '~' || cwd.startsWith('~/') ? path.join(os.homedir(), cwd.slice(1)) : cwd;
  return path.resolve(workspace, expanded);
}

/** A clear error before any process starts, rather than a terminal that flashes and dies. */
export function assertDirectory(cwd: string): void {
  let isDirectory = false;
  try {
    isDirectory = statSync(cwd).isDirectory();
  } catch {
    // Missing or unreadable: reported below like a file.
  }
  if (!isDirectory) {
    throw new CoreError(
      'bad-input',
      `Working directory does not exist or is not a directory: ${cwd}`,
    );
  }
}
