import type { DiffLine } from '../../../shared/contract';

/** One line's syntax tokens: (length, class id) runs, in order, covering the line's text. */
export type LineTokens = readonly number[];

/** A file's syntax tokens: the class names, and each hunk's lines' runs. */
export interface FileTokens {
  /** Class names by id; id 0 is plain text. */
  readonly classes: readonly string[];
  readonly hunks: readonly (readonly LineTokens[])[];
}

/** What the page asks the tokenizer worker for: one file's hunks. */
export interface TokenizeRequest {
  readonly id: number;
  readonly language: string;
  readonly hunks: readonly { readonly lines: readonly Pick<DiffLine, 'kind' | 'text'>[] }[];
}

/** The worker's answer: the tokens, or null and why (the file then shows plain). */
export interface TokenizeReply {
  readonly id: number;
  readonly tokens: FileTokens | null;
  readonly reason?: string;
}

let lastRequestId = 0;

/** An id no other request to the page's worker has: every asker hears every reply. */
export function newRequestId(): number {
  lastRequestId += 1;
  return lastRequestId;
}

let shared: Worker | null | undefined;

/**
 * The page's one tokenizer worker, started the first time a diff is shown and
 * idle between diffs; null when workers cannot start here (diffs are then
 * shown without highlighting, never broken).
 */
export function tokenizeWorker(): Worker | null {
  if (shared !== undefined) return shared;
  try {
    shared = new Worker(new URL('./tokenize.worker.ts', import.meta.url), {
      type: 'module',
      name: 'parley-tokenize',
    });
  } catch (error) {
    console.warn('Parley: no syntax highlighting, the tokenizer worker did not start', error);
    shared = null;
  }
  return shared;
}
