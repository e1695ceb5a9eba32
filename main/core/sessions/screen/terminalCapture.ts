import { ScreenModel } from './screenModel';

/**
 * ESC (every colour, cursor move, erase, title), an 8-bit CSI, a backspace, or
 * a carriage return that does not end a line: bytes a terminal acts on, which
 * plain text (even with CRLF line ends) never holds.
 */
// eslint-disable-next-line no-control-regex
const TERMINAL_CONTROL = /[\u001b\u009b\u0008]|\r(?!\n)/;

/** The width a capture is replayed at: its longest line, so nothing wraps that did not. */
const MIN_COLS = 80;
const MAX_COLS = 500;
/** Tall, so a redraw that moves the cursor up (a spinner, an input box) finds its lines. */
const MAX_ROWS = 500;
/** Lines kept above the screen; the answer is at the end of a capture, so older ones may go. */
const MAX_SCROLLBACK = 20_000;

/** Whether `text` is a raw terminal capture (`script`, a phase transcript) rather than plain text. */
export function isTerminalCapture(text: string): boolean {
  return TERMINAL_CONTROL.test(text);
}

/**
 * A raw terminal capture as a person would have seen it: replayed through the
 * same screen model the sessions use, then read back as text (colours gone,
 * redrawn lines in their last state, wrapped lines joined).
 */
export async function renderTerminalCapture(capture: string): Promise<string> {
  // A file shown with `cat` goes through the tty, which turns each bare LF into CRLF.
  const lines = capture.replace(/(?<!\r)\n/g, '\r\n').split('\n');
  const longest = lines.reduce((most, line) => Math.max(most, line.length), 0);
  const cols = Math.min(Math.max(longest, MIN_COLS), MAX_COLS);
  const rows = Math.min(lines.length, MAX_ROWS);
  const screen = new ScreenModel(cols, rows, Math.min(lines.length, MAX_SCROLLBACK));
  try {
    screen.write(lines.join('\n'));
    await screen.whenParsed();
    return screen.readText();
  } finally {
    screen.dispose();
  }
}
