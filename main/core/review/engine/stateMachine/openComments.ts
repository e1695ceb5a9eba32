import type {
  AgentReview,
  CommentsNow,
  HumanComment,
  ReviewComment,
} from '../../../../../shared/contract';
import type { FeedbackComment } from '../../prompt/commentBlocks';

/**
 * Which comments still ask something of the author. A comment a person
 * resolved or dismissed is settled: it folds away in the UI and no prompt
 * carries it again, to the author or to the reviewer.
 */
export function isOpen(comment: ReviewComment | HumanComment): boolean {
  return comment.resolution === undefined;
}

/** The reviewer's open comments of round `round`. */
export function openReviewerComments(review: AgentReview, round: number): ReviewComment[] {
  return (review.rounds.find((r) => r.roundNumber === round)?.reviewComments ?? []).filter(isOpen);
}

/**
 * The open comments round `round`'s feedback carries: the reviewer's, then
 * people's (marked as theirs); on the lines they stand on now where `now` (what commentsNow
 * found) knows them, so an author reading the files finds what they cite.
 */
export function feedbackComments(
  review: AgentReview,
  round: number,
  now: CommentsNow | null = null,
): FeedbackComment[] {
  const made = review.rounds.find((r) => r.roundNumber === round)?.reviewComments ?? [];
  const places = new Map(now?.round === round ? now.places.map((p) => [p.index, p]) : []);
  const reviewer = made.flatMap((comment, index) => {
    if (!isOpen(comment)) return [];
    const place = places.get(index);
    if (!place) return [comment];
    const { file, line, endLine } = place;
    return [{ ...comment, file, line, ...(endLine === undefined ? {} : { endLine }) }];
  });
  const people = new Map((now?.people ?? []).map((p) => [p.commentId, p]));
  const fromPeople = (review.humanComments ?? []).filter(
    (c) => c.sentInRound === round && isOpen(c),
  );
  return [
    ...reviewer,
    ...fromPeople.map(({ id, file, line, severity, comment }): FeedbackComment => {
      const place = people.get(id);
      const at = { file: place?.file ?? file, line: place?.line ?? line };
      return { ...at, severity, comment, fromPerson: true };
    }),
  ];
}

/** Something for the author to address: the last round's open comments, or people's unsent ones. */
export function hasOpenFeedback(review: AgentReview): boolean {
  const last = review.rounds.at(-1)?.roundNumber;
  const reviewer = last === undefined ? [] : openReviewerComments(review, last);
  const people = (review.humanComments ?? []).filter((c) => !c.sentInRound && isOpen(c));
  return reviewer.length > 0 || people.length > 0;
}
