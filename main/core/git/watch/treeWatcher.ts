import { watch } from 'node:fs';
import { FolderWatches, type ChangeListener } from './folderWatches';

/** Quiet this long after the last change before it is announced: a save or a checkout is one change. */
export const SETTLE_MS = 150;
/** A tree that never goes quiet (a build writing) is still announced this often. */
export const MAX_WAIT_MS = 1000;

/**
 * Whether a change at `relative` (to the work tree's root) can change its
 * diff. Inside .git only the index and HEAD do (a stage, a commit, a
 * checkout); objects, logs and locks churn on every git command. Parley's
 * own .parley/ files are never part of a diff.
 */
export function affectsDiff(relative: string | null): boolean {
  if (relative === null) return true;
  const name = relative.split('\\').join('/');
  if (name === '.git' || name.startsWith('.git/'))
    return name === '.git/index' || name === '.git/HEAD';
  return name !== '.parley' && !name.startsWith('.parley/');
}

/**
 * Where the system watches a tree whole and follows a file by its name
 * (FSEvents, ReadDirectoryChangesW). Elsewhere Node's recursive mode loses a
 * file replaced under it (see FolderWatches).
 */
const WATCHES_TREES = process.platform === 'darwin' || process.platform === 'win32';

/**
 * Watches a work tree, subfolders included, and calls `onChange` once the
 * changes settle.
 */
export class TreeWatcher {
  private readonly watcher: { close(): void };
  private timer: NodeJS.Timeout | undefined;
  /** When the first change not yet announced happened. */
  private pendingSince: number | null = null;

  constructor(
    root: string,
    private readonly onChange: () => void,
    onError: (error: Error) => void,
    private readonly settleMs = SETTLE_MS,
  ) {
    const changed: ChangeListener = (relative) => {
      if (affectsDiff(relative)) this.schedule();
    };
    // A watched folder removed or unreadable: no more announcements, the panel still refreshes by hand.
    this.watcher = WATCHES_TREES
      ? watch(root, { recursive: true }, (_event, name) =>
          changed(name === null ? null : String(name)),
        ).on('error', onError)
      : new FolderWatches(root, changed, onError);
  }

  close(): void {
    clearTimeout(this.timer);
    this.watcher.close();
  }

  private schedule(): void {
    clearTimeout(this.timer);
    const now = Date.now();
    this.pendingSince ??= now;
    const wait = Math.min(this.settleMs, this.pendingSince + MAX_WAIT_MS - now);
    this.timer = setTimeout(
      () => {
        this.pendingSince = null;
        this.onChange();
      },
      Math.max(0, wait),
    );
  }
}
