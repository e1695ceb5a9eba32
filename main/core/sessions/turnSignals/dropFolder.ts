/**
 * A folder an agent's turn-end hook drops one file into per turn. The hook is
 * a POSIX sh command (no dependency on node being on the agent's PATH) that
 * writes to a hidden part-file and renames it, so a reader never sees half a
 * file; the folder is watched (fs.watch, with a poll in case an event is
 * missed), each file read in name order, handed over once, and deleted.
 * The folder belongs to one session: what is in it when watching starts is
 * left over from an earlier run and is discarded.
 */
import fs from 'node:fs';
import path from 'node:path';
import { shellQuote } from '../../text/shellQuote';

const FILE_PATTERN = /^turn-.+\.json$/;
const POLL_MS = 250;
/** A file that still does not parse after this long is junk, not a write in progress. */
const JUNK_AFTER_MS = 2_000;

/**
 * The sh command that drops one turn file into `dir`: `writer` prints the
 * file's content to stdout (e.g. `cat` for a hook that gets JSON on stdin).
 */
export function dropCommand(dir: string, writer: string): string {
  return [
    `dir=${shellQuote(dir)}`,
    // Seconds+nanoseconds where date knows %N, plus the pid: unique and in order.
    `name="turn-$(date +%s%N)-$$"`,
    `${writer} > "$dir/.$name.part" && mv -f "$dir/.$name.part" "$dir/$name.json"`,
  ].join('; ');
}

/**
 * Reads one dropped file: the record; 'ignore' for a valid file that is not a
 * turn end; null when it does not read (yet): retried, then dropped as junk.
 */
export type DropParser<T> = (content: string) => Promise<T | 'ignore' | null>;

export class DropFolder<T> {
  private readonly watcher: fs.FSWatcher | null;
  private readonly poll: NodeJS.Timeout;
  private readonly handled = new Set<string>();
  private scanning = false;
  private rescan = false;
  private disposed = false;

  constructor(
    readonly dir: string,
    private readonly parse: DropParser<T>,
    private readonly deliver: (record: T) => void,
  ) {
    fs.mkdirSync(dir, { recursive: true });
    // Files already here came from an earlier run of the program: not this run's turns.
    for (const name of fs.readdirSync(dir)) {
      if (FILE_PATTERN.test(name)) fs.rmSync(path.join(dir, name), { force: true });
    }
    this.watcher = watchOrNull(dir, () => void this.scan());
    this.poll = setInterval(() => void this.scan(), POLL_MS);
    this.poll.unref();
    void this.scan();
  }

  dispose(): void {
    this.disposed = true;
    this.watcher?.close();
    clearInterval(this.poll);
  }

  private async scan(): Promise<void> {
    if (this.scanning) {
      this.rescan = true;
      return;
    }
    this.scanning = true;
    try {
      do {
        this.rescan = false;
        for (const name of await this.pendingFiles()) {
          if (this.disposed) return;
          await this.take(name);
        }
      } while (this.rescan && !this.disposed);
    } finally {
      this.scanning = false;
    }
  }

  private async pendingFiles(): Promise<string[]> {
    const names = await fs.promises.readdir(this.dir).catch(() => [] as string[]);
    return names.filter((n) => FILE_PATTERN.test(n) && !this.handled.has(n)).sort();
  }

  private async take(name: string): Promise<void> {
    const file = path.join(this.dir, name);
    const content = await fs.promises.readFile(file, 'utf8').catch(() => null);
    if (content === null) return; // gone already, or unreadable for now: the next scan retries
    const record = await this.parse(content).catch(() => null);
    if (record === null) {
      const stat = await fs.promises.stat(file).catch(() => null);
      if (stat && Date.now() - stat.mtimeMs < JUNK_AFTER_MS) return; // may still be written
      this.forget(name, file); // junk: drop it so it cannot block the folder
      return;
    }
    this.forget(name, file);
    if (record !== 'ignore' && !this.disposed) this.deliver(record);
  }

  private forget(name: string, file: string): void {
    this.handled.add(name);
    // Once deleted it cannot come back; if it cannot be deleted, `handled` keeps
    // it from being delivered twice.
    fs.promises.unlink(file).then(
      () => this.handled.delete(name),
      () => undefined,
    );
  }
}

function watchOrNull(dir: string, onChange: () => void): fs.FSWatcher | null {
  try {
    const watcher = fs.watch(dir, onChange);
    // A watch error (folder removed, too many watches) leaves the poll in charge.
    watcher.on('error', () => watcher.close());
    return watcher;
  } catch {
    return null;
  }
}
