import type { AgentReview, Finding, FindingAnswer } from '../../../../shared/contract';
import { stripDecoration } from '../parse/lineShape';
import { answersOfLine } from './findingLine';
import { isFindingOpen } from './openFindings';

/**
 * The author's reply to a round's feedback read finding by finding: each
 * open finding it answers is fixed or declined, with what it said. A finding
 * it does not answer stays as it was (the next review prompt says so).
 */
export function trackAuthorAnswers(
  review: AgentReview,
  round: number,
  response: string,
  now: string,
): Finding[] | undefined {
  if (!review.findings) return undefined;
  const answers = new Map<string, FindingAnswer>();
  for (const line of response.split('\n')) {
    for (const answer of answersOfLine(stripDecoration(line))) answers.set(answer.id, answer);
  }
  const author = {
    role: 'author' as const,
    sessionId: review.authorSessionId,
    ...(review.sessionNames?.[review.authorSessionId]
      ? { name: review.sessionNames[review.authorSessionId] }
      : {}),
  };
  return review.findings.map((finding) => {
    const answer = answers.get(finding.id);
    if (!answer || !isFindingOpen(review, finding)) return finding;
    return {
      ...finding,
      state: answer.answer,
      history: [
        ...finding.history,
        {
          round,
          action: answer.answer,
          by: author,
          ...(answer.note ? { note: answer.note } : {}),
          at: now,
        },
      ],
    };
  });
}
