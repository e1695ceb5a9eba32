/**
 * What parley-agent shows on its terminal. Parley's parley-agent profile
 * (main/core/sessions/profiles/parleyAgent.ts) recognises the prompt, the
 * status line and the usage line: change them together (a PTY test checks
 * the profile against this program's real screen).
 */
export const PROMPT = 'parley-agent> ';

export const ENABLE_BRACKETED_PASTE = '\x1b[?2004h';
export const DISABLE_BRACKETED_PASTE = '\x1b[?2004l';
/** Back to the start of the line and clear it. */
export const ERASE_LINE = '\r\x1b[2K';

export const BANNER = [
  "parley-agent — Parley's built-in agent: reviews diffs with rule checks and applies the fixes it knows.",
  'Deterministic, offline, no API key. Paste a Parley request and press Enter. Ctrl+C twice or Ctrl+D exits.',
].join('\n');

/** Shown while a turn runs (a busy signal for screen-based detection). */
export function statusLine(activity: string): string {
  return `● parley-agent is working: ${activity}…`;
}

/**
 * Cuts a line to fit one terminal row: a line that wraps leaves rows behind
 * when it is erased (ERASE_LINE clears one row), so a busy status would stay
 * on screen after the turn.
 */
export function fitToWidth(line: string, columns: number): string {
  const chars = [...line];
  if (chars.length < columns) return line;
  return `${chars.slice(0, Math.max(0, columns - 2)).join('')}…`;
}

/** Counts characters, not tokens: there is no model. The cost is always zero. */
export function usageLine(inputChars: number, outputChars: number): string {
  return `Usage: ${inputChars} input chars, ${outputChars} output chars, cost $0.0000 (parley-agent is free)`;
}

/** Terminal output wants CR LF: raw mode does not translate a bare LF everywhere. */
export function crlf(text: string): string {
  return text.replace(/\r?\n/g, '\r\n');
}
