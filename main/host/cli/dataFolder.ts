import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Makes a command's data folder, one folder at a time, or says why it
 * cannot. Not `mkdirSync(…, { recursive: true })`: Node's recursive mkdir
 * loops for ever where a parent refuses new entries with ENOENT (a path
 * under /proc), and that loop blocks even the signals that would stop it.
 */
export function makeDataFolder(dir: string): void {
  const absolute = path.resolve(dir);
  const parent = path.dirname(absolute);
  if (parent !== absolute && !isDirectory(parent)) makeDataFolder(parent);
  try {
    mkdirSync(absolute);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' && isDirectory(absolute)) return;
    const why = code === 'EEXIST' ? 'a file of that name is in the way' : (code ?? String(error));
    throw new Error(`Cannot use ${absolute} as the data folder: ${why}.`, { cause: error });
  }
}

function isDirectory(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}
