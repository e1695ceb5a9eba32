import { markersFor, type AnswerMarkers } from '../protocol/textProtocol';
import { NO_MARKER, type LineFacts } from './lineFacts';

/** Something that reads the lines of one marked section. */
export interface SectionSink<T> {
  /** `facts`: what is known of the line already (see LineFacts). */
  feedLine(line: string, facts: LineFacts): void;
  /**
   * Whether the line from `from` to `to` of a text would change nothing, so
   * that it need not be cut out and fed (false when the sink cannot tell).
   */
  passesOver?(text: string, from: number, to: number, facts: LineFacts): boolean;
  finish(): T;
}

interface Found {
  readonly start: number;
  readonly end: number;
}

/**
 * Where a marker is in a line. The angle brackets are matched loosely: a
 * markdown renderer may take `<PARLEY:…>` for an autolink and draw the marker
 * as `<<PARLEY:BEGIN:x>>`. The nonce makes the match unique, and the prompt
 * never spells "PARLEY" and ":BEGIN:nonce" together, so its echo never matches.
 */
function findMarker(line: string, core: string, from = 0): Found | null {
  const at = line.indexOf(core, from);
  if (at < 0) return null;
  const after = at + core.length;
  if (/[A-Za-z0-9_-]/.test(line[after] ?? '')) return findMarker(line, core, after);
  let start = at;
  while (start > 0 && line[start - 1] === '<' && at - start < 3) start--;
  let end = after;
  while (line[end] === '>' && end - after < 3) end++;
  return { start, end };
}

function commonPrefix(a: string, b: string): string {
  let length = 0;
  while (length < a.length && a[length] === b[length]) length++;
  return a.slice(0, length);
}

function coreOf(marker: string): string {
  return marker.replace(/^<+|>+$/g, '');
}

/**
 * Follows the marked sections of a text line by line and keeps what the last
 * complete one (begin … end) said. Text outside the markers is never read, and
 * a begin marker seen again before the end starts the section afresh.
 */
export class MarkedSectionTracker<T> {
  private readonly begin: string;
  private readonly end: string;
  /** What both markers start with ("PARLEY:"). */
  private readonly shared: string;
  private open: SectionSink<T> | null = null;
  private lastComplete: T | null = null;

  constructor(
    markers: AnswerMarkers,
    private readonly newSink: () => SectionSink<T>,
  ) {
    this.begin = coreOf(markers.begin);
    this.end = coreOf(markers.end);
    this.shared = commonPrefix(this.begin, this.end);
  }

  /** What the last complete section said, or null when none has ended yet. */
  get last(): T | null {
    return this.lastComplete;
  }

  /**
   * Where the next of this round's markers, as findMarker finds them, starts
   * in a text from `from` on; -1 when none does. Told at each place the
   * markers' shared start is found: one search for a few characters is
   * faster than one for each whole marker.
   */
  readonly markerAt = (text: string, from: number): number => {
    let at = text.indexOf(this.shared, from);
    while (at >= 0 && !text.startsWith(this.begin, at) && !text.startsWith(this.end, at)) {
      at = text.indexOf(this.shared, at + 1);
    }
    return at;
  };

  /**
   * Whether the line from `from` to `to` of a text need not be cut
   * out and fed: it holds no marker, and no section is open or the open one
   * passes over it.
   */
  passesOver(text: string, from: number, to: number, facts: LineFacts): boolean {
    if ((facts & NO_MARKER) === 0) return false;
    return !this.open || (this.open.passesOver?.(text, from, to, facts) ?? false);
  }

  /** `facts`: what is known of the line already; one known to hold no marker is read as it is. */
  feedLine(line: string, facts: LineFacts = 0): void {
    if (facts & NO_MARKER) {
      this.open?.feedLine(line, facts);
      return;
    }
    let rest = line;
    let whole = true;
    for (;;) {
      if (!this.open) {
        const begin = findMarker(rest, this.begin);
        if (!begin) return;
        this.open = this.newSink();
        rest = rest.slice(begin.end);
        whole = false;
        continue;
      }
      // Most lines of a section hold no marker: one search tells.
      if (!rest.includes(this.shared)) return this.feedPart(rest, whole, facts);
      const end = findMarker(rest, this.end);
      const begin = findMarker(rest, this.begin);
      if (end && (!begin || end.start < begin.start)) {
        this.feedPart(rest.slice(0, end.start), false, facts);
        this.lastComplete = this.open.finish();
        this.open = null;
        rest = rest.slice(end.end);
        whole = false;
      } else if (begin) {
        this.open = this.newSink();
        rest = rest.slice(begin.end);
        whole = false;
      } else {
        return this.feedPart(rest, whole, facts);
      }
    }
  }

  /** Feeds text of the open section; a blank scrap beside a marker is not a line of it. */
  private feedPart(text: string, whole: boolean, facts: LineFacts): void {
    if (whole || text.trim()) this.open?.feedLine(text, facts);
  }
}

/**
 * The answer between this round's markers: the last complete begin … end pair
 * (the prompt's echo holds no complete marker, so it never counts). Null when
 * the text holds no complete pair.
 */
export function extractMarkedAnswer(text: string, markers: AnswerMarkers): string | null {
  const tracker = new MarkedSectionTracker(markers, () => {
    const lines: string[] = [];
    return { feedLine: (line: string) => lines.push(line), finish: () => lines.join('\n') };
  });
  for (const line of splitLines(text)) tracker.feedLine(line);
  return tracker.last;
}

/**
 * The markers of the last complete marked answer in a text whose round is not
 * known (a saved transcript given to `parley parse-review`), or null.
 */
export function findAnswerMarkers(text: string): AnswerMarkers | null {
  const ends = [...text.matchAll(/PARLEY:END:([A-Za-z0-9_-]+)/g)].reverse();
  for (const end of ends) {
    const nonce = end[1]!;
    const markers = markersFor(nonce);
    if (extractMarkedAnswer(text, markers) !== null) return markers;
  }
  return null;
}

/** The lines of a text, CRLF or LF. */
export function splitLines(text: string): string[] {
  return text.split('\n').map((line) => line.replace(/\r+$/, ''));
}
