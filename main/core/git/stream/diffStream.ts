import type { DiffContinuation, DiffFile, DiffWarning } from '../../../../shared/contract/diff';
import { joinPage } from '../../../../shared/contract/diffPages';
import { OutputFlow } from '../outputFlow';
import type { ParsedPart } from './diffStreamParser';
import { cutFile } from './fileCut';
import { lineCount } from './lineCount';

/** Pages parsed ahead of the reader before its tool is held back. */
const PAGES_AHEAD = 4;

/** One page of a diff being read; `done`: nothing follows it; `continued`: see DiffPage in the contract. */
export interface DiffPage {
  readonly files: DiffFile[];
  readonly warnings: DiffWarning[];
  readonly done: boolean;
  readonly continued?: DiffContinuation;
}

/**
 * A diff arriving file by file. The producer adds what it has parsed; each
 * read takes what is waiting, about `pageLines` lines, or waits until
 * something is. Files go whole, but for one longer than a page: it is cut,
 * and its rest waits for the next read. The first read answers as soon as
 * the first file is there: the viewer draws it while the rest is read.
 */
export class DiffStream {
  /** Paused while more than a few pages' diff lines wait unread: a diff nobody reads holds its tool back. */
  readonly flow = new OutputFlow();
  private files: DiffFile[] = [];
  private waitingLines = 0;
  /** The last file added goes on in a part still to come (see ParsedPart). */
  private lastContinues: DiffContinuation | undefined;
  private warnings: DiffWarning[] = [];
  private finished = false;
  private failure: unknown = null;
  private readonly waiting = new Set<() => void>();

  constructor(
    private readonly pageLines: number,
    private readonly holdLines = pageLines * PAGES_AHEAD,
  ) {}

  add(parsed: ParsedPart): void {
    if (parsed.files.length === 0 && parsed.warnings.length === 0) return;
    for (const file of parsed.files) this.waitingLines += diffLines(file);
    const [first, ...others] = parsed.files;
    const last = this.files.at(-1);
    if (first && last && this.lastContinues) {
      // The part goes on the file still waiting (one already sent went with its page's `continued`).
      this.files[this.files.length - 1] = joinPage([last], this.lastContinues, [first])[0]!;
      this.files.push(...others);
    } else {
      this.files.push(...parsed.files);
    }
    if (first) this.lastContinues = parsed.continued;
    this.warnings.push(...parsed.warnings);
    this.flow.set(this.waitingLines > this.holdLines);
    this.notify();
  }

  /** No more files; with `error`, the next read after the files waiting fails with it. */
  finish(error?: unknown): void {
    if (this.finished) return;
    this.finished = true;
    if (error !== undefined) this.failure = error;
    this.notify();
  }

  async read(): Promise<DiffPage> {
    while (this.files.length === 0 && this.warnings.length === 0 && !this.finished) {
      await new Promise<void>((resolve) => this.waiting.add(resolve));
    }
    if (this.files.length === 0 && this.failure !== null) throw this.failure;
    const { files, continued } = this.takePage();
    for (const file of files) this.waitingLines -= diffLines(file);
    this.flow.set(this.waitingLines > this.holdLines);
    const warnings = this.warnings.splice(0);
    return {
      files,
      warnings,
      done: this.finished && this.failure === null && this.files.length === 0,
      ...(continued ? { continued } : {}),
    };
  }

  /** The waiting files a page holds: whole ones up to the page's lines, and the head of one too long for a page. */
  private takePage(): { files: DiffFile[]; continued?: DiffContinuation } {
    const files: DiffFile[] = [];
    let lines = 0;
    while (this.files.length > 0 && lines < this.pageLines) {
      const file = this.files[0]!;
      const size = lineCount(file);
      const cut = size > this.pageLines ? cutFile(file, this.pageLines - lines) : null;
      if (cut) {
        this.files[0] = cut.rest;
        files.push(cut.head);
        return { files, continued: cut.continued };
      }
      this.files.shift();
      files.push(file);
      lines += size;
    }
    // The last file waiting went, and its next part is still to come.
    if (this.files.length === 0 && files.length > 0 && this.lastContinues) {
      return { files, continued: this.lastContinues };
    }
    return { files };
  }

  private notify(): void {
    const waiting = [...this.waiting];
    this.waiting.clear();
    for (const wake of waiting) wake();
  }
}

/** A file's diff lines, headers aside: what cutting and joining its parts leave the same. */
function diffLines(file: DiffFile): number {
  let lines = 0;
  for (const hunk of file.hunks) lines += hunk.lines.length;
  return lines;
}
