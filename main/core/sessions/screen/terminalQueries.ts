/**
 * Sequences a terminal answers (on the program's input): device status and
 * cursor position (CSI … n), device attributes (CSI … c), mode and window
 * reports (CSI … $p, CSI … t, CSI ? u), settings and colours (DCS, OSC … ?).
 * A program that asks waits for the answer, and only a built screen gives it.
 */
// eslint-disable-next-line no-control-regex -- the sequences start with ESC
const QUERY = /\x1b(?:\[[\x30-\x3f]*(?:[nct]|\$p|\?u)|P|\][\d;]*\?)/;

/** How much of the previous output to look at again: a query split between two reads. */
const CARRY_CHARS = 64;

/** Finds terminal queries in output as it comes, including one split between two outputs. */
export class QueryWatch {
  private carry = '';

  /** Whether this output (with the end of the one before) asks the terminal anything. */
  asks(data: string): boolean {
    const across = this.carry !== '' && QUERY.test(this.carry + data.slice(0, CARRY_CHARS));
    const lastEscape = data.lastIndexOf('\x1b');
    this.carry =
      lastEscape >= 0 && data.length - lastEscape <= CARRY_CHARS ? data.slice(lastEscape) : '';
    return across || QUERY.test(data);
  }
}
