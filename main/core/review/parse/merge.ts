import type { ParsedReview, ReviewComment } from '../../../../shared/contract';
import { spacedOnce } from './lineShape';
import { worstVerdict } from './verdict';

/**
 * One review from the parts of a review done file by file: the worst verdict
 * (an unread part leaves an approval unknown, see worstVerdict), every
 * comment once, and whether any part quoted a verdict.
 */
export function mergeParsedReviews(parts: readonly ParsedReview[]): ParsedReview {
  return {
    verdict: parts.length === 0 ? null : worstVerdict(parts.map((part) => part.verdict)),
    comments: dedupeComments(parts.flatMap((part) => part.comments)),
    ...(parts.some((part) => part.quotedVerdict) ? { quotedVerdict: true } : {}),
  };
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
  /** The places (file and lines) each text was said at, by its folded text in lower case. */
  private readonly placesByText = new Map<string, Set<string>>();
  /**
   * The lower case of each folded text met. A long answer repeats its texts,
   * and lower-casing one cut from a terminal's output (stored two bytes a
   * character) costs several times more than looking it up.
   */
  private readonly lowerCase = new Map<string, string>();
  private readonly kept: ReviewComment[] = [];

  /** `spaced`: the comment's text with its white space folded, when the caller has it already. */
  add(comment: ReviewComment, spaced = spacedOnce(comment.comment)): void {
    const text = this.lowerCaseOf(spaced);
    const place = `${comment.file}\u0000${comment.line}\u0000${comment.endLine ?? ''}`;
    const places = this.placesByText.get(text);
    if (!places) this.placesByText.set(text, new Set([place]));
    else if (places.has(place)) return;
    else places.add(place);
    this.kept.push(comment);
  }

  values(): ReviewComment[] {
    return [...this.kept];
  }

  private lowerCaseOf(text: string): string {
    let lower = this.lowerCase.get(text);
    if (lower === undefined) {
      lower = text.toLowerCase();
      this.lowerCase.set(text, lower);
    }
    return lower;
  }
}
