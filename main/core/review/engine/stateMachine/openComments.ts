import type { AgentReview, HumanComment, ReviewComment } from '../../../../../shared/contract';

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

/** The open comments round `round`'s feedback carries: the reviewer's, then people's. */
export function feedbackComments(review: AgentReview, round: number): ReviewComment[] {
  const fromPeople = (review.humanComments ?? []).filter(
    (c) => c.sentInRound === round && isOpen(c),
  );
  return [
    ...openReviewerComments(review, round),
    ...fromPeople.map(({ file, line, severity, comment }) => ({ file, line, severity, comment })),
  ];
}

/** Something for the author to address: the last round's open comments, or people's unsent ones. */
export function hasOpenFeedback(review: AgentReview): boolean {
  const last = review.rounds.at(-1)?.roundNumber;
  const reviewer = last === undefined ? [] : openReviewerComments(review, last);
  const people = (review.humanComments ?? []).filter((c) => !c.sentInRound && isOpen(c));
  return reviewer.length > 0 || people.length > 0;
}
