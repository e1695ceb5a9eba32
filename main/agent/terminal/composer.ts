/**
 * The input line of parley-agent, fed raw keystrokes as a terminal delivers
 * them (stdin in raw mode), like the composer of a real agent TUI:
 * - a bracketed paste (ESC[200~ … ESC[201~) is taken whole, newlines included,
 *   and never submitted by the newlines inside it;
 * - Enter (\r or \n) outside a paste submits the line;
 * - typed characters echo; Backspace deletes; other escape sequences (arrows,
 *   function keys) are ignored;
 * - Ctrl+C clears a non-empty line, and on an empty line asks for a second
 *   Ctrl+C to exit; Ctrl+D exits.
 * Sequences may arrive split across reads: an unfinished escape sequence is
 * held until the rest comes.
 */
export type ComposerEvent =
  | { readonly kind: 'echo'; readonly text: string }
  | { readonly kind: 'submit'; readonly text: string }
  | { readonly kind: 'cleared' }
  | { readonly kind: 'exit-armed' }
  | { readonly kind: 'exit' };

const PASTE_START = '\x1b[200~';
const PASTE_END = '\x1b[201~';
/** A paste with more lines than this echoes as a one-line summary, as agent TUIs do. */
const ECHO_PASTE_MAX_LINES = 10;
/** CSI / SS3 sequences: ESC [ params final, ESC O x. */
// eslint-disable-next-line no-control-regex -- reading escape sequences is the point
const ESCAPE_SEQUENCE = /^\x1b(\[[0-?]*[ -/]*[@-~]|O.|[^[O])/;

export class Composer {
  private line = '';
  private pending = '';
  private paste: string | null = null;
  private exitArmed = false;

  feed(data: string): ComposerEvent[] {
    const events: ComposerEvent[] = [];
    let input = this.pending + data;
    this.pending = '';
    while (input.length > 0) {
      if (this.paste !== null) {
        input = this.takePaste(input, events);
        continue;
      }
      if (input.startsWith('\x1b')) {
        if (input.startsWith(PASTE_START)) {
          this.paste = '';
          input = input.slice(PASTE_START.length);
          continue;
        }
        const sequence = ESCAPE_SEQUENCE.exec(input);
        if (sequence === null) {
          // Unfinished: wait for the rest of the sequence.
          this.pending = input;
          break;
        }
        input = input.slice(sequence[0].length);
        continue;
      }
      const key = String.fromCodePoint(input.codePointAt(0) ?? 0);
      input = input.slice(key.length);
      const done = this.takeKey(key, events);
      if (done) break;
    }
    return events;
  }

  /** Text of the current line (typed and pasted so far). */
  get current(): string {
    return this.line;
  }

  private takePaste(input: string, events: ComposerEvent[]): string {
    const end = input.indexOf(PASTE_END);
    if (end === -1) {
      // Keep a possibly split end marker for the next read.
      const keep = partialSuffix(input, PASTE_END);
      this.paste += input.slice(0, input.length - keep);
      this.pending = input.slice(input.length - keep);
      return '';
    }
    const pasted = normaliseNewlines((this.paste ?? '') + input.slice(0, end));
    this.paste = null;
    this.line += pasted;
    this.exitArmed = false;
    events.push({ kind: 'echo', text: pasteEcho(pasted) });
    return input.slice(end + PASTE_END.length);
  }

  /** Returns true when the composer is finished (exit). */
  private takeKey(key: string, events: ComposerEvent[]): boolean {
    if (key === '\x03') {
      if (this.line !== '') {
        this.line = '';
        events.push({ kind: 'cleared' });
      } else if (this.exitArmed) {
        events.push({ kind: 'exit' });
        return true;
      } else {
        this.exitArmed = true;
        events.push({ kind: 'exit-armed' });
      }
      return false;
    }
    this.exitArmed = false;
    if (key === '\x04') {
      events.push({ kind: 'exit' });
      return true;
    }
    if (key === '\r' || key === '\n') {
      events.push({ kind: 'submit', text: this.line });
      this.line = '';
    } else if (key === '\x7f' || key === '\b') {
      if (this.line !== '') {
        this.line = this.line.slice(0, -lastCharLength(this.line));
        events.push({ kind: 'echo', text: '\b \b' });
      }
    } else if (key >= ' ' || key === '\t') {
      this.line += key;
      events.push({ kind: 'echo', text: key });
    }
    return false;
  }
}

function normaliseNewlines(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

function pasteEcho(pasted: string): string {
  const lines = pasted.split('\n');
  if (lines.length > ECHO_PASTE_MAX_LINES) {
    return `[Pasted text: ${lines.length} lines, ${pasted.length} characters]`;
  }
  // Control characters would act on the screen rather than show.
  // eslint-disable-next-line no-control-regex -- removing them is the point
  return lines.map((l) => l.replace(/[\x00-\x08\x0b-\x1f\x7f]/g, '')).join('\r\n');
}

/** How many trailing characters of `text` could be the start of `marker`. */
function partialSuffix(text: string, marker: string): number {
  for (let n = Math.min(marker.length - 1, text.length); n > 0; n--) {
    if (marker.startsWith(text.slice(text.length - n))) return n;
  }
  return 0;
}

function lastCharLength(text: string): number {
  const last = [...text.slice(-2)].pop() ?? '';
  return last.length;
}
