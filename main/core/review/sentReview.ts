import type { AgentReview } from '../../../shared/contract';

/**
 * A review as the core sends it out (command answers, change events): each
 * round's raw answer only where the round has no verdict, the one place a
 * window shows it (a round whose answer Parley could not read). A reviewer
 * read off its screen leaves its whole turn as the raw answer, tens of
 * kilobytes a round; sent with every change of a running review and with
 * every review in the list, those made the list of a long history tens of
 * megabytes. The store and the journal keep every raw answer.
 */
export function sentReview(review: AgentReview): AgentReview {
  if (!review.rounds.some(holdsReadRawAnswer)) return review;
  return {
    ...review,
    rounds: review.rounds.map((round) => {
      if (!holdsReadRawAnswer(round)) return round;
      const { rawAnswer: _kept, ...sent } = round;
      return sent;
    }),
  };
}

function holdsReadRawAnswer(round: AgentReview['rounds'][number]): boolean {
  return round.verdict !== null && round.rawAnswer !== undefined;
}
