/** A size change between two outputs: replayed in place, so lines wrap as they did. */
export interface ReplayResize {
  readonly cols: number;
  readonly rows: number;
}

export type ReplayEntry = string | ReplayResize;

/**
 * Raw output kept for a screen that is not built, per line of the scrollback
 * it stands for: trimming keeps half, 200 characters a line.
 */
const REPLAY_CHARS_PER_LINE = 400;

/** The characters of raw output that replay a screen keeping `scrollback` lines. */
export function replayLimitFor(scrollback: number): number {
  return scrollback * REPLAY_CHARS_PER_LINE;
}

// eslint-disable-next-line no-control-regex -- private modes are set by ESC [ ? n h / l
const PRIVATE_MODE = /\x1b\[\?([\d;]+)([hl])/g;
/** Private modes that change what a replayed screen shows or how input goes in. */
const KEPT_MODES = new Set(['1', '6', '7', '25', '47', '1047', '1049', '2004']);

/**
 * A session's output as it came, for a screen built only when someone asks
 * (see SessionScreen): replaying it into a fresh emulator gives the screen the
 * output drew. Bounded: past its limit the oldest half goes, cut at a line
 * break, and the private modes it set (the alternate screen, bracketed paste,
 * the cursor's visibility) are kept as a prefix, so the replay starts in the
 * state the dropped output left. What the limit drops is older than the
 * scrollback would keep, except under a full-screen program that redraws in
 * place, whose replay starts from the last redraw kept.
 */
export class ReplayBuffer {
  private entries: ReplayEntry[] = [];
  private chars = 0;
  private readonly modes = new Map<string, 'h' | 'l'>();
  private startSize: ReplayResize;

  /** `limit`: the characters kept before the oldest half goes (see replayLimitFor). */
  constructor(
    cols: number,
    rows: number,
    private readonly limit: number,
  ) {
    this.startSize = { cols, rows };
  }

  /** The size the replay starts at, then every output and size change since. */
  get start(): ReplayResize {
    return this.startSize;
  }

  append(data: string): void {
    this.entries.push(data);
    this.chars += data.length;
    if (this.chars > this.limit) this.trim();
  }

  resize(cols: number, rows: number): void {
    this.entries.push({ cols, rows });
  }

  /** What to replay into an emulator of the start size: modes first, then the output. */
  replay(): ReplayEntry[] {
    const prefix = [...this.modes].map(([mode, set]) => `\x1b[?${mode}${set}`).join('');
    return prefix ? [prefix, ...this.entries] : [...this.entries];
  }

  /**
   * The text printed since the screen was last cleared, without escape
   * sequences or control characters: whether the program has drawn anything,
   * the one thing asked of a screen that is not built.
   */
  printedText(): string {
    const text = this.entries.filter((entry) => typeof entry === 'string').join('');
    const cleared = Math.max(text.lastIndexOf('\x1b[2J'), text.lastIndexOf('\x1bc'));
    return printable(cleared < 0 ? text : text.slice(cleared));
  }

  private trim(): void {
    const keep = this.limit / 2;
    let dropped = 0;
    const kept: ReplayEntry[] = [];
    const old: string[] = [];
    for (const entry of this.entries) {
      if (typeof entry !== 'string') {
        if (kept.length === 0) this.startSize = entry;
        else kept.push(entry);
        continue;
      }
      if (kept.length > 0 || this.chars - dropped - entry.length < keep) {
        kept.push(entry);
        continue;
      }
      dropped += entry.length;
      old.push(entry);
    }
    // Cut the first kept output at a line break: the replay starts on a whole line.
    const first = kept[0];
    if (typeof first === 'string' && this.chars - dropped > keep) {
      const lineEnd = first.indexOf('\n', this.chars - dropped - keep);
      const cut = lineEnd < 0 ? first.length : lineEnd + 1;
      old.push(first.slice(0, cut));
      kept[0] = first.slice(cut);
      dropped += cut;
    }
    for (const match of old.join('').matchAll(PRIVATE_MODE)) {
      for (const mode of match[1]!.split(';')) {
        if (KEPT_MODES.has(mode)) this.modes.set(mode, match[2] as 'h' | 'l');
      }
    }
    this.entries = kept;
    this.chars -= dropped;
  }
}

/** CSI, OSC and DCS strings, other escapes, then C0 controls: what prints nothing. */
const NOT_PRINTED =
  // eslint-disable-next-line no-control-regex -- escape sequences and controls are what it finds
  /\x1b(?:\[[\x30-\x3f]*[\x20-\x2f]*[\x40-\x7e]|[\]PX^_][^\x07\x1b]*(?:\x07|\x1b\\)?|[\x20-\x2f]*[\x30-\x7e])|[\x00-\x1f\x7f]/g;

function printable(text: string): string {
  return text.replace(NOT_PRINTED, '');
}
