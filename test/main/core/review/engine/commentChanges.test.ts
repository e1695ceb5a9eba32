import { describe, expect, it } from 'vitest';
import type { AgentReview } from '../../../../../shared/contract';
import {
  withResolution,
  withSuggestionApplied,
} from '../../../../../main/core/review/engine/commentChanges';

const EARLY = '2025-01-01T10:00:00.000Z';
const LATER = '2025-01-01T10:05:00.000Z';

const stopped: AgentReview = {
  id: 'r1',
  diffSource: { kind: 'working-tree' },
  workspace: '/tmp/ws',
  authorSessionId: 'a',
  reviewerSessionId: 'b',
  status: 'max-rounds',
  rounds: [
    {
      roundNumber: 1,
      verdict: 'changes-requested',
      reviewComments: [
        { file: 'a.js', line: 2, severity: 'warning', comment: 'debug output', suggestion: '' },
      ],
      authorResponse: '',
      cost: { author: 0, reviewer: 0, total: 0, estimated: false },
      timestamp: EARLY,
    },
  ],
  humanComments: [
    {
      id: 'h1',
      file: 'a.js',
      line: 3,
      severity: 'suggestion',
      comment: 'rename',
      createdAt: EARLY,
    },
  ],
  maxRounds: 1,
  autoIterate: true,
  effort: 'medium',
  costCeiling: null,
  totalCost: 0,
  createdAt: EARLY,
  updatedAt: EARLY,
};
const reviewerRef = { kind: 'reviewer', round: 1, index: 0 } as const;
const firstReviewerComment = (r: AgentReview) => r.rounds[0]!.reviewComments[0]!;

describe('when a comment was settled', () => {
  it("is recorded with a reviewer's comment resolved and a person's dismissed", () => {
    const resolved = withResolution(stopped, reviewerRef, 'resolved', LATER);
    expect(firstReviewerComment(resolved)).toMatchObject({
      resolution: 'resolved',
      resolvedAt: LATER,
    });
    const dismissed = withResolution(
      stopped,
      { kind: 'person', commentId: 'h1' },
      'dismissed',
      LATER,
    );
    expect(dismissed.humanComments![0]).toMatchObject({
      resolution: 'dismissed',
      resolvedAt: LATER,
    });
  });

  it('is the latest decision: dismissed after being resolved, the later time', () => {
    const resolved = withResolution(stopped, reviewerRef, 'resolved', EARLY);
    const dismissed = withResolution(resolved, reviewerRef, 'dismissed', LATER);
    expect(firstReviewerComment(dismissed)).toMatchObject({
      resolution: 'dismissed',
      resolvedAt: LATER,
    });
  });

  it('goes when the comment is reopened', () => {
    const resolved = withResolution(stopped, reviewerRef, 'resolved', EARLY);
    const reopened = withResolution(resolved, reviewerRef, null, LATER);
    expect(firstReviewerComment(reopened)).toEqual(firstReviewerComment(stopped));
  });

  it('is recorded when a suggestion is applied', () => {
    const applied = withSuggestionApplied(stopped, 1, 0, LATER);
    expect(firstReviewerComment(applied)).toMatchObject({
      resolution: 'resolved',
      suggestionApplied: true,
      resolvedAt: LATER,
    });
  });

  it('goes when an applied suggestion is reopened, which still says it was applied (its change stays in the files)', () => {
    const applied = withSuggestionApplied(stopped, 1, 0, EARLY);
    const reopened = withResolution(applied, reviewerRef, null, LATER);
    expect(firstReviewerComment(reopened)).toEqual({
      ...firstReviewerComment(stopped),
      suggestionApplied: true,
    });
  });
});
