import { markersFor, type AnswerMarkers } from '../protocol/textProtocol';
import { isBlank, withoutCarriageReturns } from './textLines';

interface Found {
  readonly start: number;
  readonly end: number;
}

/**
 * Where a marker is in a text, from `from` on. The angle brackets are matched loosely: a
 * markdown renderer may take `<PARLEY:…>` for an autolink and draw the marker
 * as `<<PARLEY:BEGIN:x>>`. The nonce makes the match unique, and the prompt
 * never spells "PARLEY" and ":BEGIN:nonce" together, so its echo never matches.
 */
function findMarker(text: string, core: string, from = 0): Found | null {
  let at = text.indexOf(core, from);
  // A longer nonce that starts with this one is another round's.
  while (at >= 0 && /[A-Za-z0-9_-]/.test(text[at + core.length] ?? '')) {
    at = text.indexOf(core, at + core.length);
  }
  if (at < 0) return null;
  const after = at + core.length;
  let start = at;
  while (start > 0 && text[start - 1] === '<' && at - start < 3) start--;
  let end = after;
  while (text[end] === '>' && end - after < 3) end++;
  return { start, end };
}

function coreOf(marker: string): string {
  return marker.replace(/^<+|>+$/g, '');
}

/** Where the text of a marked section lies: from just past its begin marker to its end marker's start. */
export interface SectionRange {
  readonly from: number;
  readonly to: number;
}

/**
 * The last complete marked section (begin … end) of a text, read in order: a
 * begin marker seen again before the end starts the section afresh, an end
 * marker with no section open counts for nothing. Only this section is read
 * (earlier ones are answers given up on, text outside the markers is never
 * read); null when no section is complete.
 */
export function lastMarkedSection(text: string, markers: AnswerMarkers): SectionRange | null {
  const begin = coreOf(markers.begin);
  const end = coreOf(markers.end);
  let last: SectionRange | null = null;
  let open: number | null = null;
  let nextBegin = findMarker(text, begin);
  let nextEnd = findMarker(text, end);
  while (nextBegin || nextEnd) {
    if (nextEnd && (!nextBegin || nextEnd.start < nextBegin.start)) {
      if (open !== null) last = { from: open, to: nextEnd.start };
      open = null;
      nextEnd = findMarker(text, end, nextEnd.end);
    } else if (nextBegin) {
      open = nextBegin.end;
      nextBegin = findMarker(text, begin, nextBegin.end);
    }
  }
  return last;
}

/**
 * Each line of a marked section, as where it stands in the text (`from` up to
 * `to`, a line end's CRs left out): the lines between the markers whole,
 * blank ones too, and the scraps beside the markers on their own lines only
 * when they hold text.
 */
export function forEachSectionLine(
  text: string,
  section: SectionRange,
  visit: (from: number, to: number) => void,
): void {
  for (let from = section.from; from <= section.to;) {
    const newline = text.indexOf('\n', from);
    const lineEnd = newline < 0 || newline > section.to ? section.to : newline;
    // A scrap the end marker cuts ends there, not at a line end: its CRs are its own.
    const to = lineEnd === section.to ? lineEnd : withoutCarriageReturns(text, from, lineEnd);
    const scrap = from === section.from || lineEnd === section.to;
    if (!scrap || !isBlank(text, from, to)) visit(from, to);
    from = lineEnd + 1;
  }
}

/**
 * The answer between this round's markers: the last complete begin … end pair
 * (the prompt's echo holds no complete marker, so it never counts). Null when
 * the text holds no complete pair.
 */
export function extractMarkedAnswer(text: string, markers: AnswerMarkers): string | null {
  const section = lastMarkedSection(text, markers);
  if (!section) return null;
  const lines: string[] = [];
  forEachSectionLine(text, section, (from, to) => lines.push(text.slice(from, to)));
  return lines.join('\n');
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
    if (lastMarkedSection(text, markers) !== null) return markers;
  }
  return null;
}
