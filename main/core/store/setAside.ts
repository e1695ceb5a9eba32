import fs from 'node:fs';
import path from 'node:path';

/**
 * Keeps a damaged store file beside the original as
 * `<name>.corrupt-<timestamp>.json`, so nothing the user had is lost when the
 * store starts over. `move` renames it (the store starts from defaults; a
 * link or a folder is moved itself, never what it points at); `copy` leaves
 * the original for the store to rewrite with what it salvaged. Answers the
 * kept file's path; throws when the file system refuses.
 */
export function setAside(file: string, mode: 'move' | 'copy', now: Date): string {
  const kept = freeName(file, 'corrupt', now);
  if (mode === 'move') fs.renameSync(file, kept);
  else fs.copyFileSync(file, kept, fs.constants.COPYFILE_EXCL);
  return kept;
}

/** `<name>.<label>-<timestamp>[-n].json` beside `file`, not taken yet. */
export function freeName(file: string, label: string, now: Date): string {
  const ext = path.extname(file);
  const base = file.slice(0, file.length - ext.length);
  // Colons and dots are not welcome in Windows file names.
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  for (let n = 0; ; n++) {
    const candidate = `${base}.${label}-${stamp}${n === 0 ? '' : `-${n}`}${ext || '.json'}`;
    if (!exists(candidate)) return candidate;
  }
}

/** Without following links: a dangling link is a name taken all the same. */
function exists(file: string): boolean {
  try {
    fs.lstatSync(file);
    return true;
  } catch {
    return false;
  }
}
