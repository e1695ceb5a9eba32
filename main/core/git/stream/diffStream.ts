import type {
  DiffContinuation,
  DiffFile,
  DiffWarning,
  ParsedDiff,
} from '../../../../shared/contract/diff';
import { OutputFlow } from '../outputFlow';
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
  /** Paused while more than a few pages wait unread: a diff nobody reads holds its tool back. */
  readonly flow = new OutputFlow();
  private files: DiffFile[] = [];
  private waitingLines = 0;
  private warnings: DiffWarning[] = [];
  private finished = false;
  private failure: unknown = null;
  private readonly waiting = new Set<() => void>();

  constructor(
    private readonly pageLines: number,
    private readonly holdLines = pageLines * PAGES_AHEAD,
  ) {}

  add(parsed: ParsedDiff): void {
    if (parsed.files.length === 0 && parsed.warnings.length === 0) return;
    this.files.push(...parsed.files);
    this.warnings.push(...parsed.warnings);
    for (const file of parsed.files) this.waitingLines += lineCount(file);
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
    for (const file of files) this.waitingLines -= lineCount(file);
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
    return { files };
  }

  private notify(): void {
    const waiting = [...this.waiting];
    this.waiting.clear();
    for (const wake of waiting) wake();
  }
}
