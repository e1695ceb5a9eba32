import fs from 'node:fs';

/**
 * What stands at a store file's path, looked at without following links
 * (lstat). A store reads and writes only a regular file of its own: a link
 * would make it rewrite whatever the link points at (outside the data folder,
 * or nowhere), and a folder or device is no store file at all.
 */
export type StoreFileState =
  | { readonly kind: 'missing' }
  | { readonly kind: 'regular' }
  /** The path cannot be looked at (a folder on the way is missing or not one's to read). */
  | { readonly kind: 'unreachable'; readonly message: string }
  /** Something the store must not open: kept aside like a damaged file. */
  | { readonly kind: 'foreign'; readonly reason: string };

export function inspectStoreFile(file: string): StoreFileState {
  let stat: fs.Stats;
  try {
    stat = fs.lstatSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'missing' };
    return { kind: 'unreachable', message: (error as Error).message };
  }
  if (stat.isFile()) return { kind: 'regular' };
  if (stat.isSymbolicLink())
    return { kind: 'foreign', reason: `it is a link to ${linkTarget(file)}` };
  if (stat.isDirectory()) return { kind: 'foreign', reason: 'it is a folder, not a file' };
  return { kind: 'foreign', reason: 'it is not a regular file' };
}

function linkTarget(file: string): string {
  try {
    return fs.readlinkSync(file);
  } catch {
    return 'somewhere unknown';
  }
}

/** Store files hold the user's reviews and prompts: readable by their owner only. */
export const STORE_FILE_MODE = 0o600;
