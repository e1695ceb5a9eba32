import { describe, expect, it } from 'vitest';
import type { EngineEvent } from '../../../../../../main/core/review/engine/stateMachine/events';
import { run } from './findingsRounds';

/*
 * What each round cost and who spent it: a round retried by another
 * reviewer after a reassign keeps the share of the reviewer before it.
 */
const spent = (usd: number) => ({ usd, estimated: false });
const malformed: EngineEvent = {
  kind: 'review-malformed',
  raw: 'gibberish',
  reviewerCost: spent(0.3),
};
const approvedFor = (usd: number): EngineEvent => ({
  kind: 'review-answer',
  parsed: { verdict: 'approved', comments: [] },
  raw: '',
  reviewerCost: spent(usd),
});

describe('the cost of a round', () => {
  it('keeps what a reviewer spent on a round another reviewer answers after a reassign', () => {
    const r = run([
      malformed,
      { kind: 'session-gone', role: 'reviewer', closed: false },
      {
        kind: 'reassign',
        reviewerSessionId: 'c',
        reviewerName: 'Second reviewer',
        reviewerProfileId: 'codex',
        reviewerBusy: false,
      },
      approvedFor(0.2),
    ]);
    expect(r.status).toBe('approved');
    expect(r.rounds).toHaveLength(1);
    expect(r.rounds[0]!.reviewerSessionId).toBe('c');
    expect(r.rounds[0]!.cost).toEqual({
      author: 0,
      reviewer: 0.5,
      total: 0.5,
      estimated: false,
      byReviewer: { b: 0.3, c: 0.2 },
    });
  });

  it('says nothing by reviewer of a round one reviewer spent all of', () => {
    const r = run([malformed, approvedFor(0.2)]);
    expect(r.rounds[0]!.cost).toEqual({ author: 0, reviewer: 0.5, total: 0.5, estimated: false });
  });
});
