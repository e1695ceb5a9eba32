import { neutraliseUntrustedText } from '../../text/neutralise';
import type { SubmitMethod } from '../profiles/profile';

/** What the submitter needs of a running session. */
export interface SubmitTarget {
  write(data: string): void;
  /** Resolves once everything written has reached the kernel (backpressure). */
  drain(): Promise<void>;
  /** Resolves once the screen model has parsed all output so far. */
  screenParsed(): Promise<void>;
  /** Resolves once output has been quiet for quietMs, or after maxMs. */
  outputQuiet(quietMs: number, maxMs: number): Promise<void>;
  bracketedPaste(): boolean;
  viewportText(): string;
  isBusy(): boolean;
  /**
   * The program shows when it works (a busy pattern): then only its working, or its own
   * signal ending the turn, confirms that Enter was taken.
   */
  readonly showsWork: boolean;
  /** Since Enter, the program was seen working or its signal ended the turn. */
  tookPrompt(): boolean;
  /** The screen shows the program's empty input (its profile's ready pattern). */
  awaitsInput(): boolean;
  /** Enter is about to be written. */
  entering(): void;
}

export interface SubmitTiming {
  /** How long to watch for a sign that Enter was taken before trying again. */
  readonly confirmMs: number;
  readonly chunkChars: number;
}

export const DEFAULT_SUBMIT_TIMING: SubmitTiming = { confirmMs: 1500, chunkChars: 4096 };

const PASTE_START = '\x1b[200~';
const PASTE_END = '\x1b[201~';
const SETTLE_QUIET_MS = 50;
const SETTLE_MAX_MS = 1000;
const CONFIRM_POLL_MS = 10;

/**
 * Puts untrusted text into a program as if a person pasted it and pressed
 * Enter. The text is neutralised first (no control characters can end the
 * paste or act as keys); a program that enabled bracketed paste gets it
 * wrapped, any other gets it typed; Enter is a separate write after the
 * program's paste window, retried a bounded number of times until the program
 * shows it was taken.
 */
export async function submitPrompt(
  target: SubmitTarget,
  method: SubmitMethod,
  text: string,
  timing: SubmitTiming = DEFAULT_SUBMIT_TIMING,
): Promise<{ submitted: boolean }> {
  const clean = neutraliseUntrustedText(text);
  if (method.kind === 'stdin') {
    target.entering();
    await writeChunked(target, `${clean}\n`, timing.chunkChars);
    return { submitted: true };
  }
  await target.screenParsed();
  await pasteModeOn(target, method.pasteModeWaitMs ?? 0);
  const body = target.bracketedPaste() ? `${PASTE_START}${clean}${PASTE_END}` : clean;
  await writeChunked(target, body, timing.chunkChars);
  await sleep(method.pasteSettleMs);
  // Let the program finish drawing the paste, so that drawing is not taken for Enter's effect.
  await target.outputQuiet(SETTLE_QUIET_MS, SETTLE_MAX_MS);
  await target.screenParsed();
  const before = {
    screen: target.viewportText(),
    busy: target.isBusy(),
    awaitsInput: target.awaitsInput(),
  };
  target.entering();
  for (let attempt = 0; ; attempt++) {
    target.write('\r');
    if (await confirmed(target, before, clean, timing.confirmMs)) return { submitted: true };
    if (attempt >= method.enterRetries) return { submitted: false };
  }
}

/**
 * Enter was taken when the agent went to work. A program that shows when it works confirms
 * only so, or by its empty input coming back (a turn too short to show work): its screen
 * merely changing may be the paste drawn late, or Enter taken as a newline, the prompt
 * still in its input box (Gemini under load). Any other program has nothing better to show
 * than going busy or its screen changing past the prompt's own echo (see movedPastEcho).
 */
async function confirmed(
  target: SubmitTarget,
  before: { screen: string; busy: boolean; awaitsInput: boolean },
  prompt: string,
  timeoutMs: number,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  const taken = target.showsWork
    ? () => target.tookPrompt() || (!before.awaitsInput && target.awaitsInput())
    : () =>
        (!before.busy && target.isBusy()) ||
        movedPastEcho(before.screen, target.viewportText(), prompt);
  for (;;) {
    await target.screenParsed();
    if (taken()) return true;
    if (Date.now() >= deadline) return false;
    await sleep(CONFIRM_POLL_MS);
  }
}

/**
 * The screen changed by more than the terminal echoing the prompt back: a
 * line that is no part of the prompt appeared (the program's answer, its
 * spinner, the prompt shown with its own mark), or the prompt's lines it
 * showed are gone (its input box emptied). A program not yet reading input
 * gets its paste echoed by the terminal, and Enter only moves the cursor:
 * that is no delivery.
 */
export function movedPastEcho(before: string, after: string, prompt: string): boolean {
  if (after === before) return false;
  const said = squash(prompt);
  if (newLines(before, after).some((line) => line.trim() !== '' && !said.includes(squash(line))))
    return true;
  const echoed = filledLines(before).filter((line) => said.includes(squash(line)));
  return echoed.length > 0 && !echoed.some((line) => after.includes(line));
}

/**
 * The lines the screen gained: below what it showed before, once that has
 * scrolled up by however many lines (a terminal appending output), else every
 * line it did not show (a program that redrew the screen).
 */
function newLines(before: string, after: string): string[] {
  const was = filledLines(before);
  const now = filledLines(after);
  for (let shift = 0; shift < was.length; shift++) {
    const kept = was.slice(shift);
    if (kept.every((line, i) => now[i] === line)) return now.slice(kept.length);
  }
  const shown = new Set(was);
  return now.filter((line) => !shown.has(line));
}

/** The screen's lines without trailing white space, its empty rows at the end left out. */
function filledLines(screen: string): string[] {
  const lines = screen.split('\n').map((line) => line.trimEnd());
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  return lines;
}

/** White space folded, so a line the terminal wrapped reads as part of the prompt. */
function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Waits up to maxMs for the program to turn bracketed paste on. */
async function pasteModeOn(target: SubmitTarget, maxMs: number): Promise<void> {
  const deadline = Date.now() + maxMs;
  while (!target.bracketedPaste() && Date.now() < deadline) {
    await sleep(CONFIRM_POLL_MS);
    await target.screenParsed();
  }
}

async function writeChunked(target: SubmitTarget, data: string, chunkChars: number): Promise<void> {
  for (let start = 0; start < data.length;) {
    let end = Math.min(start + chunkChars, data.length);
    // Never split a surrogate pair between two writes.
    if (end < data.length && isHighSurrogate(data.charCodeAt(end - 1))) end++;
    target.write(data.slice(start, end));
    await target.drain();
    start = end;
  }
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
