import { readdirSync, statSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';

/** Told each change under the root: the path relative to it (null when the system did not say). */
export type ChangeListener = (relative: string | null) => void;

/**
 * A tree watched folder by folder, each folder's own watch reporting the
 * files in it by name: on Linux, Node's recursive watch follows each file by
 * its inode, so a file git replaced (a checkout, a stash) is followed no
 * more, and its next edit is never reported. A folder made later is watched
 * as it appears; one removed drops its watch. Inside .git only the folder
 * itself is watched (its index and HEAD), not the objects below it.
 */
export class FolderWatches {
  private readonly watches = new Map<string, FSWatcher>();
  private closed = false;

  constructor(
    private readonly root: string,
    private readonly onChange: ChangeListener,
    private readonly onError: (error: Error) => void,
  ) {
    this.add(root);
  }

  close(): void {
    this.closed = true;
    for (const watcher of this.watches.values()) watcher.close();
    this.watches.clear();
  }

  /** Watches `folder` and the folders under it not watched yet (none inside .git). */
  private add(folder: string): void {
    if (this.closed || this.watches.has(folder)) return;
    const relative = path.relative(this.root, folder);
    if (relative.startsWith(`.git${path.sep}`)) return;
    let watcher: FSWatcher;
    try {
      watcher = watch(folder, (event, name) => this.changed(folder, event, name));
    } catch (error) {
      // Gone already, or unreadable: the root is an error worth reporting; a folder below is not.
      if (folder === this.root) this.onError(error as Error);
      return;
    }
    watcher.on('error', (error) => {
      this.drop(folder);
      if (folder === this.root) this.onError(error);
    });
    this.watches.set(folder, watcher);
    if (relative === '.git') return;
    for (const entry of subfolders(folder)) this.add(path.join(folder, entry));
  }

  private changed(folder: string, event: string, name: string | Buffer | null): void {
    if (name === null) return this.onChange(null);
    const full = path.join(folder, String(name));
    this.onChange(path.relative(this.root, full));
    // A folder made, moved in or removed (a 'rename'): watched from now on, or no more.
    if (event !== 'rename') return;
    if (isFolder(full)) this.add(full);
    else if (this.watches.has(full)) this.drop(full);
  }

  private drop(folder: string): void {
    for (const [watched, watcher] of this.watches) {
      if (watched === folder || watched.startsWith(folder + path.sep)) {
        watcher.close();
        this.watches.delete(watched);
      }
    }
  }
}

function subfolders(folder: string): string[] {
  try {
    return readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

function isFolder(full: string): boolean {
  try {
    return statSync(full).isDirectory();
  } catch {
    return false;
  }
}
