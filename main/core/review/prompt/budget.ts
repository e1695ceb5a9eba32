import { Buffer } from 'node:buffer';

/**
 * How big one prompt may be. Bytes, not characters: agents read a prompt file
 * with tools that cap tokens, and non-Latin text (CJK, Thai, Tamil) costs
 * about as many tokens as UTF-8 bytes. Lines: Claude Code's Read tool shows
 * 2,000 lines of a file unless asked for more.
 */
export interface PromptBudget {
  readonly maxBytes: number;
  readonly maxLines: number;
}

export const DEFAULT_PROMPT_BUDGET: PromptBudget = { maxBytes: 60_000, maxLines: 1_500 };

export interface TextSize {
  readonly bytes: number;
  readonly lines: number;
}

export function sizeOf(text: string): TextSize {
  let lines = 1;
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) lines++;
  return { bytes: Buffer.byteLength(text, 'utf8'), lines };
}

export function fits(size: TextSize, budget: PromptBudget): boolean {
  return size.bytes <= budget.maxBytes && size.lines <= budget.maxLines;
}
