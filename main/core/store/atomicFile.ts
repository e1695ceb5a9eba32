import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * Writes a whole text file so that a reader (or a crash) sees either the old
 * content or the new, never half of it: a temp file in the same folder (so the
 * rename stays on one file system), flushed to disk, then renamed over the
 * target; the rename replaces a link standing there, never what it points at.
 * Used for round artifacts and review records (`mode` before the umask: store
 * files pass STORE_FILE_MODE); the other stores write through conf, which does
 * the same via `atomically`.
 */
export function writeFileAtomic(file: string, text: string, mode = 0o666): void {
  const dir = path.dirname(file);
  fs.mkdirSync(dir, { recursive: true });
  const temp = path.join(dir, `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const fd = fs.openSync(temp, 'wx', mode);
    try {
      fs.writeFileSync(fd, text);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(temp, file);
  } catch (error) {
    fs.rmSync(temp, { force: true });
    throw error;
  }
  syncDir(dir);
}

/** Makes the rename itself durable. Not every platform can open a folder (Windows cannot): best effort. */
function syncDir(dir: string): void {
  let fd: number | undefined;
  try {
    fd = fs.openSync(dir, 'r');
    fs.fsyncSync(fd);
  } catch {
    // The new content is already complete on disk; only the rename's durability is at stake.
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}
