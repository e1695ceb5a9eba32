import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * Writes a whole text file so that a reader (or a crash) sees either the old
 * content or the new, never half of it: a temp file in the same folder (so the
 * rename stays on one file system), flushed to disk, then renamed over the
 * target. Used for files outside the stores (round artifacts); the stores write
 * through conf, which does the same via `atomically`.
 */
export function writeFileAtomic(file: string, text: string): void {
  const dir = path.dirname(file);
  fs.mkdirSync(dir, { recursive: true });
  const temp = path.join(dir, `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const fd = fs.openSync(temp, 'wx');
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
