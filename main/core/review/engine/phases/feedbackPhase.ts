import type { CommentsNow } from '../../../../../shared/contract';
import { extractMarkedAnswer } from '../../parse/markedSection';
import { commentsNow } from '../commentsNow';
import { buildAuthorFeedbackPrompt } from '../../prompt/feedbackPrompt';
import { feedbackComments } from '../stateMachine/openComments';
import { answerGrace } from './markedAnswerTurn';
import { runAgentTurn } from './phaseTurn';
import type { PhaseRequest } from '../ports';
import type { EngineEvent } from '../stateMachine/events';

/** An author's reply without markers is kept to this many characters (its end). */
const MAX_UNMARKED_RESPONSE = 4000;

/** Sends a round's comments to the author and waits until it has made its fixes. */
export async function runFeedbackPhase(request: PhaseRequest): Promise<EngineEvent> {
  const { review, round } = request;
  // Comments a person resolved or dismissed are settled: the author never sees them.
  const comments = feedbackComments(review, round, await placesNow(request));
  const prompt = buildAuthorFeedbackPrompt({ comments, round });
  const outcome = await runAgentTurn({
    agent: request.agent,
    git: request.git,
    prompt: prompt.text,
    timeoutMs: request.timeouts.authorMs,
    readyMs: request.timeouts.readyMs,
    signal: request.signal,
    transcript: { dataDir: request.dataDir, reviewId: review.id, round, phase: 'author-fixing' },
    budget: { spent: review.totalCost, ceiling: review.costCeiling },
    prices: request.prices,
    delivered: request.delivered,
    sending: (transcriptBytes) => request.sending(prompt.nonce, transcriptBytes),
    // With no turn signal, its end marker is the one: a pause while it edits is not the end.
    ...(request.agent.hasTurnSignal
      ? {}
      : { markedAnswer: { markers: prompt.markers, ...answerGrace(request.timeouts) } }),
  });
  const marked =
    extractMarkedAnswer(outcome.turn.text, prompt.markers) ??
    extractMarkedAnswer(outcome.screen, prompt.markers);
  const response = (marked ?? outcome.turn.text.trim().slice(-MAX_UNMARKED_RESPONSE)).trim();
  return { kind: 'author-done', response, authorCost: outcome.cost };
}

/**
 * Where the feedback's comments stand now, when the tree may have changed
 * since they were made: feedback sent by a person, or carrying a person's
 * comments. Sent straight after the review (auto-iterate), nothing moved, so
 * git is not asked. Unreadable, they go as made.
 */
async function placesNow({ review, round, git }: PhaseRequest): Promise<CommentsNow | null> {
  const fromPeople = (review.humanComments ?? []).some((c) => c.sentInRound === round);
  if (review.autoIterate && !fromPeople) return null;
  return commentsNow(review, git.snapshots).catch(() => null);
}
