import { randomUUID } from 'node:crypto';
import { CoreError } from '../../api';
import { isParleyFile } from '../diff/filterDiff';
import type { DiffRun } from '../sources/diffRun';
import { DiffStream, type DiffPage } from './diffStream';
import { DiffStreamParser, type ParsedPart } from './diffStreamParser';

/** Lines per page after the first: a page is one message, and one update of the viewer. */
export const PAGE_LINES = 8000;
/** A stream nobody read for this long is dropped (its git stopped): the viewer went away. */
export const IDLE_MS = 60_000;

interface Open {
  readonly owner: string;
  readonly stream: DiffStream;
  readonly stop: AbortController;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * The diffs being read by clients, page by page (`diff:open`, `diff:read`):
 * git prints, the parser takes each file as it completes, and the client
 * pulls the files that are ready. A stream belongs to the client that opened
 * it; it ends when its last page is read, when the client closes it or goes
 * away, or after IDLE_MS unread.
 */
export class DiffStreams {
  private readonly open = new Map<string, Open>();

  constructor(private readonly options: { pageLines?: number; idleMs?: number } = {}) {}

  /** Starts reading `run` for `owner`; answers its id and the first page. */
  async start(
    owner: string,
    run: DiffRun,
  ): Promise<DiffPage & { stream: string; description: string }> {
    const stream = new DiffStream(this.options.pageLines ?? PAGE_LINES);
    const stop = new AbortController();
    const id = randomUUID();
    this.open.set(id, { owner, stream, stop, timer: this.idleTimer(id) });
    void produce(run, stream, stop.signal);
    return { stream: id, description: run.description, ...(await this.read(owner, id)) };
  }

  async read(owner: string, id: string): Promise<DiffPage> {
    const open = this.owned(owner, id);
    clearTimeout(open.timer);
    try {
      const page = await open.stream.read();
      if (page.done) this.drop(id);
      else open.timer = this.idleTimer(id);
      return page;
    } catch (error) {
      this.drop(id);
      throw error;
    }
  }

  close(owner: string, id: string): void {
    if (this.open.get(id)?.owner === owner) this.drop(id);
  }

  clientGone(owner: string): void {
    for (const [id, open] of this.open) if (open.owner === owner) this.drop(id);
  }

  dispose(): void {
    for (const id of [...this.open.keys()]) this.drop(id);
  }

  private owned(owner: string, id: string): Open {
    const open = this.open.get(id);
    if (!open || open.owner !== owner) {
      throw new CoreError('not-found', 'That diff is no longer being read; open it again.');
    }
    return open;
  }

  private idleTimer(id: string): ReturnType<typeof setTimeout> {
    const timer = setTimeout(() => this.drop(id), this.options.idleMs ?? IDLE_MS);
    timer.unref?.();
    return timer;
  }

  private drop(id: string): void {
    const open = this.open.get(id);
    if (!open) return;
    this.open.delete(id);
    clearTimeout(open.timer);
    open.stop.abort();
    open.stream.finish(new CoreError('not-found', 'That diff is no longer being read.'));
  }
}

/** Prints `run` into `stream`, file by file, leaving Parley's own `.parley/` files out. */
async function produce(run: DiffRun, stream: DiffStream, signal: AbortSignal): Promise<void> {
  const parser = new DiffStreamParser();
  const add = (parsed: ParsedPart) => {
    const files = parsed.files.filter((f) => !isParleyFile(f));
    // A part of a file left out is no part of the file before it.
    const continued = files.at(-1) === parsed.files.at(-1) ? parsed.continued : undefined;
    stream.add({ files, warnings: parsed.warnings, ...(continued ? { continued } : {}) });
  };
  try {
    await run.print((text) => add(parser.push(text)), { signal, flow: stream.flow });
    add(parser.end());
    stream.finish();
  } catch (error) {
    stream.finish(error);
  }
}
