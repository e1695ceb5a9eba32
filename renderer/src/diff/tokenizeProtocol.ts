import type { HunkData, TokenizePayload } from 'react-diff-view';

/** What a file's diff view asks the tokenizer worker for. */
export interface FileTokenizePayload extends TokenizePayload {
  readonly hunks: HunkData[];
  /** A refractor language, or null to mark inline edits only. */
  readonly language: string | null;
}

/** The message react-diff-view's useTokenizeWorker posts. */
export interface TokenizeRequest {
  readonly id: number;
  readonly type: 'tokenize';
  readonly payload: FileTokenizePayload;
}

/** Files with more diff lines than this are shown without highlighting, to stay fast. */
export const HIGHLIGHT_MAX_LINES = 2_000;
/** …and so are files with lines this long (minified code, data). */
export const HIGHLIGHT_MAX_LINE_CHARS = 1_000;

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
