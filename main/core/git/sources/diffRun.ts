import type { CapturedDiff } from '../../../../shared/contract/diff';
import type { OutputFlow } from '../outputFlow';
import { captured } from './captured';

/**
 * A diff about to be printed: what it is, known before any of it is read, and
 * how to print it a piece at a time, in file order, as the tool prints it.
 */
export interface DiffRun {
  /** One line for people, e.g. "Working tree vs HEAD (3f2a1b0)". */
  readonly description: string;
  /** Hands the diff text to `onText` as it comes; resolves once it is all printed. */
  print(onText: (text: string) => void, control?: PrintControl): Promise<void>;
}

/** How the reader of a diff being printed steers it. */
export interface PrintControl {
  /** Aborting it stops the printing (and the tool). */
  readonly signal?: AbortSignal;
  /** While paused, no more text comes: the tool waits. */
  readonly flow?: OutputFlow;
}

/** A diff as text, not parsed yet: a line for people, and what the tool printed. */
export interface DiffText {
  readonly description: string;
  readonly raw: string;
}

/** How much of a diff in hand goes to the parser at once, between turns of the event loop. */
const PIECE_CHARS = 256 * 1024;

/**
 * A diff text in hand (a stored round's) printed a piece at a time, giving
 * way between pieces as a tool's output would: the first files are parsed
 * and sent before the rest is read.
 */
export function printedInPieces({ description, raw }: DiffText, pieceChars = PIECE_CHARS): DiffRun {
  return {
    description,
    async print(onText, { signal, flow } = {}) {
      for (let at = 0; at < raw.length && !signal?.aborted; at += pieceChars) {
        onText(raw.slice(at, at + pieceChars));
        await new Promise((resolve) => setImmediate(resolve));
        await flow?.whenFlowing(signal);
      }
    },
  };
}

/**
 * Whether a diff holds anything: printed only until its first text, then
 * stopped, so a large one costs no more than its first file.
 */
export async function printsAnything(run: DiffRun): Promise<boolean> {
  const stop = new AbortController();
  try {
    await run.print(
      (text) => {
        if (text.length > 0) stop.abort();
      },
      { signal: stop.signal },
    );
  } catch (error) {
    // Stopping the tool makes it fail: that is this call's own doing once text came.
    if (!stop.signal.aborted) throw error;
  }
  return stop.signal.aborted;
}

/** A diff read whole: its text, parse and description, as `diff:capture` answers. */
export async function captureRun(run: DiffRun): Promise<CapturedDiff> {
  let raw = '';
  await run.print((text) => {
    raw += text;
  });
  return captured(run.description, raw);
}
