import { describe, expect, it } from 'vitest';
import type { AgentReview, CommentsNow, ParsedReview } from '../../../../../shared/contract';
import { withResolution } from '../../../../../main/core/review/engine/commentChanges';
import {
  feedbackComments,
  openReviewerComments,
} from '../../../../../main/core/review/engine/stateMachine/openComments';
import type { EngineEvent } from '../../../../../main/core/review/engine/stateMachine/events';
import { transition } from '../../../../../main/core/review/engine/stateMachine/transition';
import { pendingReview } from '../../../../support/pendingReview';

const NOW = '2026-11-24T08:00:00.000Z';
const free = { usd: 0, estimated: false };

const logComment = {
  file: 'src/a.ts',
  line: 3,
  severity: 'warning' as const,
  comment: 'Remove the console.log.',
};
const todoComment = { ...logComment, line: 4, comment: 'Resolve the TODO.' };
const changes: ParsedReview = {
  verdict: 'changes-requested',
  comments: [logComment, todoComment],
};

const review = (over: Partial<AgentReview> = {}) => pendingReview(NOW, { maxRounds: 1, ...over });

function run(start: AgentReview, events: EngineEvent[]): AgentReview {
  return events.reduce((r, e) => {
    const t = transition(r, e, NOW);
    expect(t.applied, `event ${e.kind} in status ${r.status}`).toBe(true);
    return t.review;
  }, start);
}

/** A review that used its one round and stopped at max rounds with two comments open. */
const atMaxRounds = () =>
  run(review(), [
    { kind: 'start', reviewerBusy: false },
    { kind: 'review-answer', parsed: changes, raw: 'raw', reviewerCost: free },
  ]);

const needsDiscussion = () =>
  run(review({ maxRounds: 3 }), [
    { kind: 'start', reviewerBusy: false },
    {
      kind: 'review-answer',
      parsed: { verdict: 'needs-discussion', comments: [logComment] },
      raw: 'raw',
      reviewerCost: free,
    },
  ]);

describe('next steps after a review stops for a person', () => {
  it('approves anyway at max rounds and at needs discussion, saying a person did', () => {
    for (const stopped of [atMaxRounds(), needsDiscussion()]) {
      const t = transition(stopped, { kind: 'approve-anyway' }, NOW);
      expect(t.applied).toBe(true);
      expect(t.review.status).toBe('approved');
      expect(t.review.statusReason).toMatch(/^Approved by a person/);
      expect(t.review.rounds).toEqual(stopped.rounds);
    }
    expect(atMaxRounds().status).toBe('max-rounds');
    expect(needsDiscussion().status).toBe('needs-discussion');
  });

  it('approve anyway does not apply to a running, approved or failed review', () => {
    for (const status of ['in-progress', 'approved', 'error', 'cancelled'] as const) {
      expect(transition(review({ status }), { kind: 'approve-anyway' }, NOW).applied).toBe(false);
    }
  });

  it('one more round at max rounds sends the open comments to the author, one round over the limit', () => {
    const t = transition(atMaxRounds(), { kind: 'one-more-round', reviewerBusy: false }, NOW);
    expect(t.applied).toBe(true);
    expect(t.review).toMatchObject({ status: 'in-progress', phase: 'author-fixing', maxRounds: 2 });
    expect(t.effects).toEqual([{ kind: 'send-feedback', round: 1 }]);
    // After the fixes the reviewer looks again, and round 2 may approve.
    const next = run(t.review, [
      { kind: 'author-done', response: 'Fixed both.', authorCost: free },
      {
        kind: 'review-answer',
        parsed: { verdict: 'approved', comments: [] },
        raw: 'ok',
        reviewerCost: free,
      },
    ]);
    expect(next.status).toBe('approved');
    expect(next.rounds).toHaveLength(2);
  });

  it('one more round with every comment settled goes straight to the reviewer', () => {
    let stopped = atMaxRounds();
    stopped = withResolution(stopped, { kind: 'reviewer', round: 1, index: 0 }, 'resolved', NOW);
    stopped = withResolution(stopped, { kind: 'reviewer', round: 1, index: 1 }, 'dismissed', NOW);
    const t = transition(stopped, { kind: 'one-more-round', reviewerBusy: false }, NOW);
    expect(t.review).toMatchObject({ status: 'in-progress', phase: 'reviewing', maxRounds: 2 });
    expect(t.effects).toEqual([{ kind: 'request-review', round: 2, reminder: false }]);
  });

  it('one more round after needs discussion keeps the round limit it had room in', () => {
    const t = transition(needsDiscussion(), { kind: 'one-more-round', reviewerBusy: false }, NOW);
    expect(t.review).toMatchObject({ phase: 'author-fixing', maxRounds: 3 });
  });

  it('one more round waits in the queue when the reviewer is busy and there is nothing to send', () => {
    const settled = withResolution(
      withResolution(atMaxRounds(), { kind: 'reviewer', round: 1, index: 0 }, 'resolved', NOW),
      { kind: 'reviewer', round: 1, index: 1 },
      'resolved',
      NOW,
    );
    const t = transition(settled, { kind: 'one-more-round', reviewerBusy: true }, NOW);
    expect(t.review.status).toBe('queued');
  });

  it("one more round after an approval carries a person's later comments to the author", () => {
    const approved = transition(atMaxRounds(), { kind: 'approve-anyway' }, NOW).review;
    const event: EngineEvent = { kind: 'one-more-round', reviewerBusy: false };
    // Nothing from a person waits: approved stays approved.
    expect(transition(approved, event, NOW).applied).toBe(false);
    const later = {
      ...approved,
      humanComments: [
        {
          id: 'h1',
          file: 'src/a.ts',
          line: 3,
          severity: 'warning' as const,
          comment: 'Name it.',
          createdAt: NOW,
        },
      ],
    };
    const t = transition(later, event, NOW);
    expect(t.review).toMatchObject({ status: 'in-progress', phase: 'author-fixing', maxRounds: 2 });
    expect(t.review.humanComments?.[0]?.sentInRound).toBe(1);
  });

  it('one more round does not apply past 20 rounds, nor to an approved review', () => {
    const stopped = atMaxRounds();
    const twenty = {
      ...stopped,
      rounds: Array.from({ length: 20 }, (_, i) => ({ ...stopped.rounds[0]!, roundNumber: i + 1 })),
    };
    const event: EngineEvent = { kind: 'one-more-round', reviewerBusy: false };
    expect(transition(twenty, event, NOW).applied).toBe(false);
    expect(transition(review({ status: 'approved' }), event, NOW).applied).toBe(false);
  });

  it('raising the ceiling of a review paused at it continues the phase it stopped before', () => {
    const paused = review({
      status: 'paused',
      pausedFor: 'cost-ceiling',
      phase: 'author-fixing',
      costCeiling: 1,
      totalCost: 0.9,
      rounds: atMaxRounds().rounds,
      maxRounds: 3,
    });
    const t = transition(paused, { kind: 'raise-ceiling', costCeiling: 5 }, NOW);
    expect(t.review).toMatchObject({
      status: 'in-progress',
      phase: 'author-fixing',
      costCeiling: 5,
    });
    expect(t.effects).toContainEqual({ kind: 'send-feedback', round: 1 });
  });

  it('a failed review reassigned to another reviewer asks it for the round that failed', () => {
    const failed = run(review({ maxRounds: 3 }), [
      { kind: 'start', reviewerBusy: false },
      { kind: 'session-gone', role: 'reviewer', closed: false },
    ]);
    expect(failed.status).toBe('error');
    const t = transition(
      failed,
      {
        kind: 'reassign',
        reviewerSessionId: 'c',
        reviewerName: 'Second reviewer',
        reviewerProfileId: 'codex',
        reviewerBusy: false,
      },
      NOW,
    );
    expect(t.review).toMatchObject({ status: 'in-progress', reviewerSessionId: 'c' });
    expect(t.effects).toEqual([{ kind: 'request-review', round: 1, reminder: false }]);
  });
});

describe('settled comments', () => {
  it('the feedback leaves out resolved and dismissed comments, reviewer and human alike', () => {
    let r = atMaxRounds();
    r = {
      ...r,
      humanComments: [
        {
          id: 'h1',
          file: 'src/a.ts',
          line: 5,
          severity: 'error',
          comment: 'Mine, open.',
          createdAt: NOW,
        },
        {
          id: 'h2',
          file: 'src/a.ts',
          line: 6,
          severity: 'error',
          comment: 'Mine, dismissed.',
          createdAt: NOW,
        },
      ],
    };
    r = withResolution(r, { kind: 'reviewer', round: 1, index: 0 }, 'resolved', NOW);
    r = withResolution(r, { kind: 'person', commentId: 'h2' }, 'dismissed', NOW);
    const t = transition(r, { kind: 'one-more-round', reviewerBusy: false }, NOW);
    // Only the open person's comment is marked as sent with this feedback.
    expect(t.review.humanComments?.map((c) => c.sentInRound)).toEqual([1, undefined]);
    expect(feedbackComments(t.review, 1).map((c) => c.comment)).toEqual([
      'Resolve the TODO.',
      'Mine, open.',
    ]);
  });

  it("the next reviewer prompt's open comments leave the settled ones out too", () => {
    const r = withResolution(
      atMaxRounds(),
      { kind: 'reviewer', round: 1, index: 1 },
      'dismissed',
      NOW,
    );
    expect(openReviewerComments(r, 1)).toEqual([{ ...logComment, findingId: 'F1' }]);
    expect(openReviewerComments(r, 2)).toEqual([]);
  });

  it('reopening a comment (null) puts it back in the feedback', () => {
    const ref = { kind: 'reviewer', round: 1, index: 0 } as const;
    const resolved = withResolution(atMaxRounds(), ref, 'resolved', NOW);
    expect(resolved.rounds[0]!.reviewComments[0]!.resolution).toBe('resolved');
    const reopened = withResolution(resolved, ref, null, NOW);
    expect(reopened.rounds[0]!.reviewComments[0]).toEqual({ ...logComment, findingId: 'F1' });
    expect(feedbackComments(reopened, 1)).toHaveLength(2);
  });

  it('the feedback cites each comment where it stands now, when that is known for its round', () => {
    const mine = { id: 'h1', file: 'src/a.ts', line: 8, comment: 'Mine.', createdAt: NOW };
    const r: AgentReview = {
      ...atMaxRounds(),
      humanComments: [{ ...mine, severity: 'error', sentInRound: 1 }],
    };
    const now: CommentsNow = {
      round: 1,
      places: [
        { index: 0, file: 'src/a.ts', line: 5, changed: false },
        { index: 1, file: 'src/b.ts', line: 6, changed: true },
      ],
      people: [{ commentId: 'h1', file: 'src/a.ts', line: 10, changed: false }],
    };
    const cited = (known: CommentsNow | null) =>
      feedbackComments(r, 1, known).map((c) => `${c.file}:${c.line}`);
    expect(cited(now)).toEqual(['src/a.ts:5', 'src/b.ts:6', 'src/a.ts:10']);
    // Places of another round (a round came since), or none: as made.
    const asMade = ['src/a.ts:3', 'src/a.ts:4', 'src/a.ts:8'];
    expect(cited({ ...now, round: 2, people: [] })).toEqual(asMade);
    expect(cited(null)).toEqual(asMade);
  });

  it('a comment that is not there is a not-found error', () => {
    expect(() =>
      withResolution(atMaxRounds(), { kind: 'reviewer', round: 1, index: 7 }, 'resolved', NOW),
    ).toThrow(/no comment 7 in round 1/);
    expect(() =>
      withResolution(atMaxRounds(), { kind: 'person', commentId: 'nope' }, 'dismissed', NOW),
    ).toThrow(/no comment nope/);
  });
});
