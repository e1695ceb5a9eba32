import type { FindingAnswer, FindingRuling } from '../../../../shared/contract';
import { charCodeOrNone, isSpace } from '../parse/lineShape';

/*
 * One line that says where a finding stands, as an agent writes it: the form
 * the prompts ask for ("FINDING F2: STILL_OPEN — the check is missing") and
 * the forms models drift into ("- **F2**: still open: …", "F2 (fixed)",
 * "[F2] declined - …", "✅ F1: resolved", a table's row "| F2 | still open |
 * … |"). Read from a line already stripped of its bullets.
 */

// "FINDING F2: …", "**F2**: …", "[F2] …", "F2 (…)", "F2 — …", "F1, F2 and F3: …": the ids, then
// what is said of them.
const ID = String.raw`[*_\`]{0,3}[[(]?F\d{1,4}[\])]?[*_\`]{0,3}`;
const FINDING_LINE = new RegExp(
  String.raw`^[*_\`]{0,3}(?:findings?\s*)?(${ID}(?:\s*(?:,|&|/|and)\s*${ID})*)[*_\`]{0,3}\s*(?:[:—–-]|\(|\s)\s*[*_\`]{0,3}(.+)$`,
  'i',
);

const SENTENCE_VERB = /^(?:is|are|remains?|stays?)\s+(?:now\s+|already\s+)?/i;

/** The status words, each read as what it means: done, still open, taken back, or refused. */
const MEANINGS: readonly (readonly [RegExp, Meaning])[] = [
  [
    /^(?:still[\s_-]*open|(?:still[\s_-]*)?not[\s_-]*(?:resolved|fixed|addressed)|unresolved|re-?opened|open)\b/i,
    'open',
  ],
  [/^(?:withdrawn?|retract(?:ed)?|taken[\s_-]*back)\b/i, 'withdrawn'],
  [
    /^(?:declined?|won'?t[\s_-]*fix|wontfix|rejected|disagree(?:d)?|not[\s_-]*changed)\b/i,
    'declined',
  ],
  [/^(?:resolved|fixed|verified|done|addressed|confirmed[\s_-]*fixed)\b/i, 'done'],
];

type Meaning = 'open' | 'withdrawn' | 'declined' | 'done';

interface FindingLine {
  /** Each finding the line speaks of ("F1 and F2: fixed" speaks of two). */
  readonly ids: readonly string[];
  readonly meaning: Meaning;
  readonly note?: string;
}

/** The marks a finding's id may stand in, and the rest of the word "finding" after its "f". */
const OPENING_MARKS = '*_`[(';
const FINDING_REST = /inding/iy;

/**
 * Cheap first test, for a parser that reads every line: a table's row, or
 * "F" and a digit, or "finding", after up to three marks (and any status
 * symbols); what /^(?:[|│]|[*_`[(]{0,3}f(?:\d|inding))/i finds past the
 * symbols, told by char codes (most lines fail at their first).
 */
export function mayBeFindingLine(line: string): boolean {
  const first = line.charCodeAt(0);
  if (startsTableRow(first)) return true;
  if (mayBeStatusSymbol(first)) {
    // Most lines led by a symbol ("✓ test/a.test.ts (3 tests)") are told by char codes: the
    // pattern that strips symbols is slow, and a terminal agent's output is full of them.
    if (!mayOpenFindingLine(charCodeOrNone(line, pastStatusSymbols(line)))) return false;
    const rest = withoutStatusSymbols(line);
    return rest !== line && mayBeFindingLine(rest);
  }
  let at = 0;
  while (at < line.length && OPENING_MARKS.includes(line[at]!)) at++;
  if (at > 3 || (line.charCodeAt(at) | 0x20) !== 0x66) return false; // "f"
  const next = line.charCodeAt(at + 1);
  if (next >= 0x30 && next <= 0x39) return true;
  FINDING_REST.lastIndex = at + 1;
  return FINDING_REST.test(line);
}

/**
 * What a line says of a finding, or null. A note that is a placeholder
 * ("<why it is no problem>") marks the prompt's own example, copied: no word
 * on any finding.
 */
export function readFindingLine(line: string): FindingLine | null {
  const match = FINDING_LINE.exec(withoutStatusSymbols(tableRowAsLine(line) ?? line));
  if (!match) return null;
  // Said as a sentence ("F2 is still not fixed", "F1 is now resolved"), the status after the
  // verb; never in the past ("F2 was fixed, but …" may go on to say it is back).
  const said = match[2]!.replace(/^[*_`]+/, '').replace(SENTENCE_VERB, '');
  for (const [pattern, meaning] of MEANINGS) {
    const word = pattern.exec(said);
    if (!word) continue;
    const note = said
      .slice(word[0].length)
      .replace(/^[*_`)\s]*(?:[:—–,.-]\s*)?/, '')
      .trim();
    if (/^<[^<>]*>$/.test(note)) return null;
    const ids = match[1]!.match(/F\d{1,4}/gi)!.map((id) => id.toUpperCase());
    return { ids, meaning, ...(note ? { note } : {}) };
  }
  return null;
}

/** The marks models set before a status line: ✅, ❌, ⚠️, 🔴, ✓, ✗… */
const STATUS_SYMBOLS = /^(?:[\p{Extended_Pictographic}\u2713-\u2718]\ufe0f?\s*)+/u;

function withoutStatusSymbols(line: string): string {
  return line.replace(STATUS_SYMBOLS, '');
}

/**
 * Where a line's leading run of whatever withoutStatusSymbols may take ends:
 * it takes symbols (none below U+00A9) and white space, never a table's
 * border ("│"). It may take less: this is only where what it leaves can start.
 */
function pastStatusSymbols(line: string): number {
  let at = 0;
  for (; at < line.length; at++) {
    const code = line.charCodeAt(at);
    if (!isSpace(code) && (!mayBeStatusSymbol(code) || startsTableRow(code))) break;
  }
  return at;
}

/** Whether a finding's line can open with this char code: a table's border, an opening mark or "f". */
function mayOpenFindingLine(code: number): boolean {
  return (
    startsTableRow(code) ||
    (code | 0x20) === 0x66 ||
    OPENING_MARKS.includes(String.fromCharCode(code))
  );
}

/** Whether a char code may start a status symbol (a pictograph or a check mark): none below U+00A9. */
export function mayBeStatusSymbol(code: number): boolean {
  return code >= 0xa9;
}

/** A markdown table's cell border, as written ("|") or as a terminal draws it ("│"). */
export function startsTableRow(code: number): boolean {
  return code === 0x7c || code === 0x2502;
}

/** A cell holding only a finding's id ("F2", "**F2**", "Finding F2"). */
const ID_CELL = /^[*_`[(]{0,3}(?:finding\s*)?F\d{1,4}[\])*_`]{0,3}$/i;

/**
 * A table's row about a finding in the line form: "| F2 | still open | line
 * 4 |" reads as "F2: still open — line 4", the status taken from the first
 * cell after the id's that opens with one (a cell between them, such as the
 * finding's place, is passed over). Null for any other line.
 */
function tableRowAsLine(line: string): string | null {
  if (!startsTableRow(line.charCodeAt(0))) return null;
  const cells = line
    .slice(1)
    .replace(/[|│]\s*$/, '')
    .split(/[|│]/)
    .map((cell) => cell.trim());
  const idAt = cells.findIndex((cell) => ID_CELL.test(cell));
  const statusAt = cells.findIndex(
    (cell, at) =>
      idAt >= 0 &&
      at > idAt &&
      MEANINGS.some(([pattern]) => pattern.test(cell.replace(/^[*_`]+/, ''))),
  );
  if (statusAt < 0) return null;
  const note = cells
    .slice(statusAt + 1)
    .filter((cell) => cell !== '')
    .join('; ');
  return `${cells[idAt]}: ${cells[statusAt]}${note ? ` — ${note}` : ''}`;
}

/** Words that may open a clause before its finding's id: "…, while F2 is still open". */
const CONNECTIVE = String.raw`(?:and|but|while|whereas|so|though|although|yet|now|also|because|since)`;
const OPENS_WITH_ID = String.raw`[*_\`[(]{0,3}F\d{1,4}\b`;
/**
 * Where a clause that may open with a finding's id starts: past a sentence's
 * or a clause's punctuation, or a connective word, and past nothing else, so
 * that "the fix for F2 is done" and "once F2 is fixed" say nothing of F2.
 * The punctuation stays with the clause before.
 */
const NEXT_ID_CLAUSE = new RegExp(
  String.raw`(?:(?<=[.;!?,:\u2013\u2014])\s*(?:${CONNECTIVE}\s+)?|\s${CONNECTIVE}\s+|^${CONNECTIVE}\s+)(?=${OPENS_WITH_ID})`,
  'gi',
);
const STARTS_WITH_ID = new RegExp(String.raw`^(?:findings?\s*)?${OPENS_WITH_ID}`, 'i');
/** Cheap first test: no line without "F" and a digit names a finding. */
const NAMES_AN_ID = /F\d/i;
const NEXT_NAMED_ID = new RegExp(NAMES_AN_ID.source, 'gi');

/**
 * Where the next "F" and a digit in a text starts, from `from` on, -1 when
 * none does: a line without one rules on no finding, so one search of a text
 * tells that for all its lines.
 */
export function findingIdAt(text: string, from: number): number {
  NEXT_NAMED_ID.lastIndex = from;
  return NEXT_NAMED_ID.exec(text)?.index ?? -1;
}

/** Whether a line holds "F" and a digit: the least a line that rules on a finding holds. */
export function mayNameFinding(line: string): boolean {
  return NAMES_AN_ID.test(line);
}

/**
 * What a line says of findings, clause by clause: "F1 is fixed: the log is
 * gone. F2 is still open — the rounding is inline." speaks of both, and so
 * does "Thanks, so F1 is resolved, while F2 is still open". A clause that
 * names a finding but says no status ("F2 depends on it.") stays part of the
 * note before it, and ids listed together ("F1, F2 and F3: fixed") are one
 * clause.
 */
function readFindingSentences(line: string): FindingLine[] {
  // A table's row holds one finding's cells, sentences or not.
  if (startsTableRow(line.charCodeAt(0))) {
    const row = readFindingLine(line);
    return row ? [row] : [];
  }
  if (!mayNameFinding(line)) return [];
  const read: FindingLine[] = [];
  const readClause = (clause: string) => {
    const said = readFindingLine(clause.trim().replace(/[\s,;:\u2013\u2014-]+$/, ''));
    if (said) read.push(said);
  };
  const gaps = [...line.matchAll(NEXT_ID_CLAUSE)];
  let from = 0;
  gaps.forEach((gap, at) => {
    const next = gap.index + gap[0].length;
    if (!readFindingLine(line.slice(next, gaps[at + 1]?.index))) return;
    const before = line.slice(from, gap.index);
    // Ids listed before it that say nothing yet are one clause with it.
    if (STARTS_WITH_ID.test(before) && !readFindingLine(before)) return;
    readClause(before);
    from = next;
  });
  readClause(line.slice(from));
  return read;
}

/** The reviewer's word on earlier findings; "declined" is not one a reviewer gives. */
export function rulingsOfLine(line: string): FindingRuling[] {
  return readFindingSentences(line).flatMap((read) => {
    if (read.meaning === 'declined') return [];
    const ruling = read.meaning === 'done' ? 'resolved' : read.meaning;
    return read.ids.map((id) => ({ id, ruling, ...(read.note ? { note: read.note } : {}) }));
  });
}

/** The author's word on findings: fixed, or declined (with its reason). */
export function answersOfLine(line: string): FindingAnswer[] {
  return readFindingSentences(line).flatMap((read) => {
    if (read.meaning === 'withdrawn') return [];
    // An author calling a finding "still open" has not fixed it: it declines it, for now.
    const answer = read.meaning === 'done' ? 'fixed' : 'declined';
    return read.ids.map((id) => ({ id, answer, ...(read.note ? { note: read.note } : {}) }));
  });
}
