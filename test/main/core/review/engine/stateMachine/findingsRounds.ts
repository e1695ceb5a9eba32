import { expect } from 'vitest';
import type { AgentReview, ParsedReview, ReviewComment } from '../../../../../../shared/contract';
import type { EngineEvent } from '../../../../../../main/core/review/engine/stateMachine/events';
import { transition } from '../../../../../../main/core/review/engine/stateMachine/transition';
import type { FixChanges } from '../../../../../../main/core/review/findings/fixChanges';
import { pendingReview } from '../../../../../support/pendingReview';

/*
 * Reviews run through the state machine round by round, and the comments and
 * fixes they are made of, for the findings tests.
 */
const NOW = '2026-11-27T10:00:00.000Z';
const free = { usd: 0.01, estimated: false };
export const dropsError: ReviewComment = {
  file: 'src/read.ts',
  line: 12,
  severity: 'warning',
  comment: 'The error from readFile is dropped: a missing file reads as empty.',
};
export const nit: ReviewComment = {
  file: 'src/read.ts',
  line: 30,
  severity: 'suggestion',
  comment: 'A shorter name would read better.',
};
/** A fix of one file (not renamed) that wrote `lines`. */
export const fixOf = (path: string, lines: number[], hunks: FixHunks = []): FixChanges => ({
  files: [{ path, before: path, lines, hunks }],
});
type FixHunks = FixChanges['files'][number]['hunks'];
export const changedRead = fixOf('src/read.ts', [12, 13]);
export const changedOther = fixOf('src/other.ts', [1]);

/** A reviewer's answer, with the fix the author made before it when there was one. */
export function review(parsed: ParsedReview, fix?: FixChanges): EngineEvent {
  return {
    kind: 'review-answer',
    parsed,
    raw: 'answer',
    reviewerCost: free,
    ...(fix ? { fix } : {}),
  };
}
/** The author's reply to the feedback. */
export function author(response: string): EngineEvent {
  return { kind: 'author-done', response, authorCost: free };
}

/** A review started and fed `events`, each of which must apply. */
export function run(events: EngineEvent[], over: Partial<AgentReview> = {}): AgentReview {
  const names = { sessionNames: { a: 'claude', b: 'codex' } };
  let r = transition(
    pendingReview(NOW, { ...names, ...over }),
    { kind: 'start', reviewerBusy: false },
    NOW,
  ).review;
  for (const e of events) {
    const t = transition(r, e, NOW);
    expect(t.applied, `event ${e.kind} in status ${r.status}`).toBe(true);
    r = t.review;
  }
  return r;
}

export const roundOne = review({ verdict: 'changes-requested', comments: [dropsError] });
