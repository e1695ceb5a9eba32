import type { CapturedDiff } from '../../../../shared/contract/diff';
import { captured } from './captured';

/**
 * A diff about to be printed: what it is, known before any of it is read, and
 * how to print it a piece at a time, in file order, as the tool prints it.
 */
export interface DiffRun {
  /** One line for people, e.g. "Working tree vs HEAD (3f2a1b0)". */
  readonly description: string;
  /** Hands the diff text to `onText` as it comes; resolves once it is all printed. */
  print(onText: (text: string) => void, signal?: AbortSignal): Promise<void>;
}

/** A diff read whole: its text, parse and description, as `diff:capture` answers. */
export async function captureRun(run: DiffRun): Promise<CapturedDiff> {
  let raw = '';
  await run.print((text) => {
    raw += text;
  });
  return captured(run.description, raw);
}

/** A diff already read whole (a tool that prints it all at once), printed in one piece. */
export function printedWhole(diff: CapturedDiff): DiffRun {
  return {
    description: diff.description,
    print: async (onText) => onText(diff.raw),
  };
}
