import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Makes a command's data folder, one folder at a time, or says why it
 * cannot. Not `mkdirSync(…, { recursive: true })`: Node's recursive mkdir
 * loops for ever where a parent refuses new entries with ENOENT (a path
 * under /proc), and that loop blocks even the signals that would stop it.
 */
export function makeDataFolder(dir: string): void {
  const wanted = path.resolve(dir);
  makeFolder(wanted, wanted);
}

/** Makes `folder` (`wanted` or a parent of it); a refusal names the folder asked for. */
function makeFolder(folder: string, wanted: string): void {
  const parent = path.dirname(folder);
  if (parent !== folder && !isDirectory(parent)) makeFolder(parent, wanted);
  try {
    mkdirSync(folder);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST' && isDirectory(folder)) return;
    const inTheWay = folder === wanted ? 'a file of that name' : `the file ${folder}`;
    const why = code === 'EEXIST' ? `${inTheWay} is in the way` : (code ?? String(error));
    throw new Error(`Cannot use ${wanted} as the data folder: ${why}.`, { cause: error });
  }
}

function isDirectory(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}
