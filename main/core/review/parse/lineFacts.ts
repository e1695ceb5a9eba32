import { findingIdAt } from '../findings/findingLine';
import { annotationMarkAt } from './annotation';
import { holdsHiddenText, verdictStemAt } from './verdict';

/**
 * What is known of a line before it is read, as bit flags (0: nothing).
 */
export type LineFacts = number;
/** The line holds no verdict stem and nothing hidden: it gives no verdict (see mayHoldVerdict). */
export const NO_VERDICT = 1;
/** The line holds no colon before a digit: it is no annotation (see mayBeAnnotation). */
export const NO_ANNOTATION = 2;
/** The line holds no "F" and a digit: it rules on no finding (see mayNameFinding). */
export const NO_FINDING_ID = 4;

/**
 * One search of a text (or the part of it that is read) for each thing most
 * lines lack (a verdict stem, an annotation's colon, a finding's id), answered line by line:
 * a line that no hit falls in needs no search of its own.
 */
export class TextScan {
  /** Null when the text holds hidden characters (rare), which can split a stem: its lines are read in full. */
  private readonly stem: NextHit | null;
  private readonly annotationMark: NextHit;
  private readonly findingId: NextHit;

  /** `read`: the part of the text whose lines are asked about (the whole text when absent). */
  constructor(text: string, read?: { readonly from: number; readonly to: number }) {
    const part = read ? text.slice(read.from, read.to) : text;
    this.stem = holdsHiddenText(part)
      ? null
      : new NextHit(text, (from) => verdictStemAt(text, from));
    this.annotationMark = new NextHit(text, (from) => annotationMarkAt(text, from));
    this.findingId = new NextHit(text, (from) => findingIdAt(text, from));
  }

  /** The facts about the line from `from` up to `to` (its line end); lines are asked about in order. */
  factsOf(from: number, to: number): LineFacts {
    let facts = 0;
    if (this.stem && !this.stem.within(from, to)) facts |= NO_VERDICT;
    if (!this.annotationMark.within(from, to)) facts |= NO_ANNOTATION;
    if (!this.findingId.within(from, to)) facts |= NO_FINDING_ID;
    return facts;
  }
}

/**
 * The next hit of a search through a text, kept while the lines before it
 * are asked about: the search goes through the text once. A hit lies within
 * one line (none of the searches spans a line end).
 */
class NextHit {
  /** Where the next hit starts, at or after the line asked about last (the text's end when there is none). */
  private at = -1;

  /** `search`: where the first hit at or after `from` starts, -1 when none does. */
  constructor(
    private readonly text: string,
    private readonly search: (from: number) => number,
  ) {}

  /** Whether a hit starts from `from` up to `to`. */
  within(from: number, to: number): boolean {
    if (this.at < from) {
      const hit = this.search(from);
      this.at = hit < 0 ? this.text.length : hit;
    }
    return this.at < to;
  }
}
