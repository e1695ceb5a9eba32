import type { ParsedReview, ReviewComment } from '../../../../shared/contract';
import { spacedOnce } from './lineShape';
import { worstVerdict } from './verdict';

/**
 * One review from the parts of a review done file by file: the worst verdict
 * (an unread part leaves an approval unknown, see worstVerdict), every
 * comment once, whether any part quoted a verdict, the verdict meant where
 * one came in the wrong form, and every part's word on earlier findings.
 */
export function mergeParsedReviews(parts: readonly ParsedReview[]): ParsedReview {
  const verdict = parts.length === 0 ? null : worstVerdict(parts.map((part) => part.verdict));
  // A part's verdict in the wrong form stands in for its missing one: restating is asked.
  const unsigned =
    verdict === null && parts.some((part) => part.unsignedVerdict)
      ? worstVerdict(parts.map((part) => part.verdict ?? part.unsignedVerdict ?? null))
      : null;
  return {
    verdict,
    comments: dedupeComments(parts.flatMap((part) => part.comments)),
    ...(parts.some((part) => part.quotedVerdict) ? { quotedVerdict: true } : {}),
    ...(unsigned ? { unsignedVerdict: unsigned } : {}),
    ...rulingsOf(parts),
  };
}

/** Each finding's ruling; where parts disagree, "still open" wins (each part saw part of the fix). */
function rulingsOf(parts: readonly ParsedReview[]): Pick<ParsedReview, 'rulings'> {
  const byId = new Map<string, NonNullable<ParsedReview['rulings']>[number]>();
  for (const ruling of parts.flatMap((part) => part.rulings ?? [])) {
    if (byId.get(ruling.id)?.ruling !== 'open') byId.set(ruling.id, ruling);
  }
  return byId.size > 0 ? { rulings: [...byId.values()] } : {};
}

/**
 * Comments without repeats, first kept. Two comments are the same when they
 * say the same thing (spacing and case aside) at the same place.
 */
export function dedupeComments(comments: readonly ReviewComment[]): ReviewComment[] {
  const set = new CommentSet();
  for (const comment of comments) set.add(comment);
  return set.values();
}

/**
 * Comments without repeats, gathered one at a time: a long answer that says
 * the same thing many times keeps one copy as it goes, not all until the end.
 */
export class CommentSet {
  /**
   * The texts said at each place, by file and then by lines: the keys are
   * short, and a repeated text is told by comparing it with the few said at
   * its place (hashing and lower-casing each long text, cut from a
   * terminal's output, cost more than the rest of a comment's reading).
   */
  private readonly textsByFile = new Map<string, Map<string, TextsAtPlace>>();
  private readonly kept: ReviewComment[] = [];

  /** `spaced`: the comment's text with its white space folded, when the caller has it already. */
  add(comment: ReviewComment, spaced = spacedOnce(comment.comment)): void {
    let byLines = this.textsByFile.get(comment.file);
    if (!byLines) this.textsByFile.set(comment.file, (byLines = new Map()));
    const lines = `${comment.line}\u0000${comment.endLine ?? ''}`;
    let texts = byLines.get(lines);
    if (!texts) byLines.set(lines, (texts = new TextsAtPlace()));
    if (texts.add(spaced)) this.kept.push(comment);
  }

  values(): ReviewComment[] {
    return [...this.kept];
  }
}

/** How many texts at one place are compared one by one before they are kept in a set. */
const FEW_TEXTS = 8;

/** The texts said at one place, compared case aside. */
class TextsAtPlace {
  private readonly few: SaidText[] = [];
  /** Past a few texts, all of them in lower case: many texts at one place cost no more each. */
  private many: Set<string> | null = null;

  /** False when the text was said here already. */
  add(text: string): boolean {
    if (this.many) {
      const lowerCase = text.toLowerCase();
      if (this.many.has(lowerCase)) return false;
      this.many.add(lowerCase);
      return true;
    }
    if (this.few.some((said) => said.sameAs(text))) return false;
    this.few.push(new SaidText(text));
    if (this.few.length > FEW_TEXTS) this.many = new Set(this.few.map((said) => said.lowerCase()));
    return true;
  }
}

/** A comment's folded text, lower-cased only when a different spelling comes. */
class SaidText {
  private lower: string | null = null;

  constructor(private readonly text: string) {}

  sameAs(other: string): boolean {
    return other === this.text || other.toLowerCase() === this.lowerCase();
  }

  lowerCase(): string {
    this.lower ??= this.text.toLowerCase();
    return this.lower;
  }
}
