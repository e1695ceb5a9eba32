import type { AgentReview } from '../../../../shared/contract';
import { isFinishedStatus } from '../../../../shared/contract';
import type { EngineEvent } from '../engine/stateMachine/events';

/** What the journal keeps of an event: its facts, not whole answers (the round holds those). */
export function journalData(event: EngineEvent, review: AgentReview): Record<string, unknown> {
  const state = {
    status: review.status,
    phase: review.phase,
    round: review.rounds.at(-1)?.roundNumber ?? 0,
    reason: review.statusReason,
  };
  switch (event.kind) {
    case 'review-answer':
      return {
        ...state,
        verdict: event.parsed.verdict,
        comments: event.parsed.comments.length,
        cost: event.reviewerCost,
      };
    case 'review-malformed':
      return { ...state, rawChars: event.raw.length, cost: event.reviewerCost };
    case 'prompt-sending':
      return { ...state, nonce: event.nonce, transcriptBytes: event.transcriptBytes };
    case 'author-done':
      return { ...state, cost: event.authorCost };
    case 'failed':
      return { ...state, message: event.message };
    case 'one-more-round':
      return { ...state, maxRounds: review.maxRounds };
    default:
      return isFinishedStatus(review.status) ? { ...state, finished: true } : state;
  }
}
