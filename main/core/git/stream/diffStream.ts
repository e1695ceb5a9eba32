import type { DiffFile, DiffWarning, ParsedDiff } from '../../../../shared/contract/diff';
import { lineCount } from './lineCount';

/** One page of a diff being read; `done`: nothing follows it. */
export interface DiffPage {
  readonly files: DiffFile[];
  readonly warnings: DiffWarning[];
  readonly done: boolean;
}

/**
 * A diff arriving file by file. The producer adds what it has parsed; each
 * read takes what is waiting, at most about `pageLines` lines (never less than
 * one file), or waits until something is. The first read answers as soon as
 * the first file is there: the viewer draws it while the rest is read.
 */
export class DiffStream {
  private files: DiffFile[] = [];
  private warnings: DiffWarning[] = [];
  private finished = false;
  private failure: unknown = null;
  private readonly waiting = new Set<() => void>();

  constructor(private readonly pageLines: number) {}

  add(parsed: ParsedDiff): void {
    if (parsed.files.length === 0 && parsed.warnings.length === 0) return;
    this.files.push(...parsed.files);
    this.warnings.push(...parsed.warnings);
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
    let lines = 0;
    let take = 0;
    while (take < this.files.length && (take === 0 || lines < this.pageLines)) {
      lines += lineCount(this.files[take]!);
      take += 1;
    }
    const files = this.files.splice(0, take);
    const warnings = this.warnings.splice(0);
    return {
      files,
      warnings,
      done: this.finished && this.failure === null && this.files.length === 0,
    };
  }

  private notify(): void {
    const waiting = [...this.waiting];
    this.waiting.clear();
    for (const wake of waiting) wake();
  }
}
