import type { Verdict } from '../../../../shared/contract';
import { INVISIBLE_CLASS, withoutInvisibles } from './invisibles';

const verdictRank: Readonly<Record<Verdict, number>> = {
  approved: 1,
  'changes-requested': 2,
  'needs-discussion': 3,
};

// Each spelling a reviewer may use for a verdict: APPROVED, changes_requested,
// "changes requested", "request changes", needs-discussion, and the pass / fail
// of a JSON verdict...
const verdictWords =
  /\b(approved?|pass(?:ed)?|changes[\s_-]*requested|request(?:ed)?[\s_-]*changes|fail(?:ed)?|needs?[\s_-]*discussion)\b/gi;

function verdictOfWord(word: string): Verdict {
  const lower = word.toLowerCase();
  if (lower.startsWith('approve') || lower.startsWith('pass')) return 'approved';
  if (lower.includes('discussion')) return 'needs-discussion';
  return 'changes-requested';
}

/**
 * The verdict a value names ("CHANGES_REQUESTED", "approved — looks good").
 * A value naming several different verdicts (an echo of the format, "APPROVED |
 * CHANGES_REQUESTED") or negating an approval ("not approved") names none: guessing
 * there could approve what nobody approved.
 */
export function verdictFromText(value: string): Verdict | null {
  if (/\b(?:not|never)\s+(?:\w+\s+)?(?:approved?|pass(?:ed)?)\b/i.test(value)) return null;
  let found: Verdict | null = null;
  // An exec loop, not matchAll: matchAll copies the pattern on each call, most of a verdict line's reading.
  verdictWords.lastIndex = 0;
  for (let match = verdictWords.exec(value); match; match = verdictWords.exec(value)) {
    const verdict = verdictOfWord(match[1]!);
    if (found !== null && found !== verdict) return null;
    found = verdict;
  }
  return found;
}

/** A line holding only an upper-case verdict token, as under a "## Verdict" heading. */
const BARE_VERDICT = /^[*_`]*(APPROVED|CHANGES_REQUESTED|NEEDS_DISCUSSION)[*_`]*\.?$/;

// "VERDICT:", "**Verdict:**", "## Final verdict —", "VERDICT 3f2a9c1d0b7e4a55:", then the value.
const LABELLED_VERDICT =
  /^#{0,6}\s*[*_`]*\s*(?:final\s+)?verdict(?:\s+[0-9a-f]{8,}(?:-\d+)?)?\s*[*_`]*(?:\s*:|\s+[–—-])\s*(.+)$/i;

/**
 * A verdict line in any of the spellings reviewers use: "VERDICT: APPROVED",
 * "**Verdict:** changes requested", "## VERDICT: NEEDS_DISCUSSION", "Final
 * verdict — approved", or a line holding only one of the upper-case verdict
 * tokens (as under a "## Verdict" heading), with or without some nonce
 * ("VERDICT 3f2a9c1d0b7e4a55: APPROVED"). Such a line is the reviewer's own
 * only where no round is known (a saved answer read whole).
 */
export function verdictFromLine(line: string): Verdict | null {
  const labelled = LABELLED_VERDICT.exec(line);
  if (labelled) return verdictFromText(labelled[1]!);
  const bare = BARE_VERDICT.exec(line.trim());
  return bare ? verdictFromText(bare[1]!) : null;
}

/**
 * The verdict of a line written as the prompt asks, "VERDICT <nonce>:
 * APPROVED" (bold or a heading allowed), with this round's nonce. A line
 * holding a backtick is inline code, a quotation, never the reviewer's verdict.
 */
export function verdictWithNonce(line: string, nonce: string): Verdict | null {
  if (line.includes('`')) return null;
  const labelled = nonceVerdictLine(nonce).exec(line);
  return labelled ? verdictFromText(labelled[1]!) : null;
}

/** The last nonce's pattern, kept: an answer is read line by line under one nonce. */
let lastNoncePattern: { readonly nonce: string; readonly pattern: RegExp } | null = null;

function nonceVerdictLine(nonce: string): RegExp {
  if (lastNoncePattern?.nonce !== nonce) {
    const pattern = new RegExp(
      `^(?:#{1,6}\\s+)?[*_]{0,2}verdict\\s+${escapeRegExp(nonce)}(?::[*_]{0,2}|[*_]{0,2}:)\\s*(.+)$`,
      'i',
    );
    lastNoncePattern = { nonce, pattern };
  }
  return lastNoncePattern.pattern;
}

/**
 * Every verdict spelling above holds the word "verdict" (a labelled line, the
 * nonce's line, JSON) or is a bare upper-case token (BARE_VERDICT).
 */
const VERDICT_LABEL = /verdict/i;
/**
 * What visibleText removes, an invisible character or a "[data]" tag, in
 * patterns without the u and i flags (the regex engine scans those fastest),
 * one for each (an alternation of the two scans slower than both): a line
 * without any reads as it is written.
 */
const INVISIBLE_ONE = new RegExp(INVISIBLE_CLASS);
const DATA_TAG = /\[[dD][aA][tT][aA]\]/;
const HIDDEN_SOURCE = `${INVISIBLE_CLASS}|${DATA_TAG.source}`;
/**
 * How each of those spellings starts, cut short (which scans faster and still
 * finds every line they find); case aside, as the label's is.
 */
const VERDICT_STEM = 'verd|approved|changes_r|needs_d';
const VERDICT_STEM_OR_HIDDEN = new RegExp(`${VERDICT_STEM}|${HIDDEN_SOURCE}`, 'i');

/**
 * False when a text holds no verdict stem and nothing hidden, so that neither
 * it nor any part of it can give a verdict (see mayGiveVerdict): most lines.
 */
export function mayHoldVerdict(text: string): boolean {
  return VERDICT_STEM_OR_HIDDEN.test(text);
}

/** Whether a text holds an invisible character. */
export function holdsInvisible(text: string): boolean {
  return INVISIBLE_ONE.test(text);
}

/** Whether a text holds something hidden (see visibleText). */
export function holdsHiddenText(text: string): boolean {
  return holdsInvisible(text) || DATA_TAG.test(text);
}

/**
 * Where the next verdict stem in a text starts, from `from` on; -1 when none
 * does. With holdsHiddenText false for the text, a line of it without a stem
 * gives no verdict: one scan of the text tells that for all its lines.
 */
export function verdictStemAt(text: string, from: number): number {
  VERDICT_STEM_SEARCH.lastIndex = from;
  return VERDICT_STEM_SEARCH.exec(text)?.index ?? -1;
}
const VERDICT_STEM_SEARCH = new RegExp(VERDICT_STEM, 'gi');

/**
 * False when a line can give no verdict, own or apparent, whatever the
 * spelling: most lines of an answer, told apart without the full rules.
 * Exact, not a guess: it reads the line as apparentVerdict does.
 */
export function mayGiveVerdict(line: string): boolean {
  if (!mayHoldVerdict(line)) return false;
  // Invisible characters and "[data]" tags can split a word.
  const visible = holdsHiddenText(line) ? visibleText(line) : line;
  return VERDICT_LABEL.test(visible) || BARE_VERDICT.test(visible.trim());
}

/**
 * The verdict a line seems to give to a reader, in any spelling and with
 * invisible characters and the prompt's "[data]" tags read past: what a
 * quoted fake verdict looks like.
 */
export function apparentVerdict(line: string): Verdict | null {
  const visible = visibleText(line);
  return verdictFromLine(visible) ?? jsonLikeVerdict(visible);
}

/** A line as a reader sees it: no invisible characters, no "[data]" tags. */
function visibleText(line: string): string {
  return withoutInvisibles(line).replace(/\[data\]/gi, '');
}

/** `"verdict": "approved"` inside a line of JSON-like text, quoted or not. */
function jsonLikeVerdict(line: string): Verdict | null {
  const match = /["']verdict["']\s*:\s*["']([^"']+)["']/i.exec(line);
  return match ? verdictFromText(match[1]!) : null;
}

/**
 * The verdict of several: the worst known one. An approval only stands when
 * every verdict is known and approves; an unknown one (null) next to approvals
 * leaves the whole unknown, so a part nobody read cannot be approved by the rest.
 */
export function worstVerdict(verdicts: readonly (Verdict | null)[]): Verdict | null {
  let worst: Verdict | null = null;
  let unknown = false;
  for (const verdict of verdicts) {
    if (verdict === null) unknown = true;
    else if (worst === null || verdictRank[verdict] > verdictRank[worst]) worst = verdict;
  }
  if (worst === 'approved' && unknown) return null;
  return worst;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
