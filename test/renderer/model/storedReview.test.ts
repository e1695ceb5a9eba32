import { describe, expect, it } from 'vitest';
import type { ProfileSnapshot, SessionSnapshot } from '../../../shared/contract';
import { reviewOutcome } from '../../../renderer/src/model/reviewStatus';
import {
  actionsWithoutAuthor,
  closedSessionLabel,
  closedSessionName,
  openedWhere,
  reviewerOfRound,
  sessionLabel,
} from '../../../renderer/src/model/storedReview';
import { humanComment, review, round } from './reviewFixture';

const author = { id: 'author', name: 'api author', profileId: 'claude' } as SessionSnapshot;
const reviewer = { id: 'reviewer', name: 'api reviewer', profileId: 'claude' } as SessionSnapshot;

describe('a review opened from the Reviews list', () => {
  it("opens in its author's panel while the author session is open", () => {
    expect(openedWhere(review(), [reviewer, author])).toBe('author-panel');
  });

  it('opens as stored once the author session is closed, even with its reviewer still open', () => {
    expect(openedWhere(review(), [reviewer])).toBe('stored');
    expect(openedWhere(review(), [])).toBe('stored');
  });
});

describe('what a stored review offers without its author session', () => {
  const offered = (extra: Parameters<typeof review>[0]) =>
    actionsWithoutAuthor(reviewOutcome(review({ phase: undefined, ...extra }))?.actions ?? []);

  it('approve anyway at max rounds or a discussion, but no new round', () => {
    expect(offered({ status: 'max-rounds', rounds: [round(1)] })).toEqual(['approve-anyway']);
    expect(offered({ status: 'needs-discussion', rounds: [round(1)] })).toEqual(['approve-anyway']);
  });

  it('nothing that starts an agent turn: resume, reassign, feedback, a higher ceiling', () => {
    expect(offered({ status: 'paused', pausedFor: 'author-gone' })).toEqual([]);
    expect(offered({ status: 'paused', pausedFor: 'cost-ceiling', costCeiling: 1 })).toEqual([]);
    expect(offered({ status: 'interrupted' })).toEqual([]);
    expect(offered({ status: 'error' })).toEqual([]);
    expect(offered({ status: 'changes-requested', autoIterate: false })).toEqual([]);
    // Approved with a person's comment still waiting: one more round would need the author.
    const waiting = { humanComments: [humanComment('c-1', 'a.ts', 3)] };
    expect(offered({ status: 'approved', rounds: [round(1)], ...waiting })).toEqual([]);
  });
});

describe('a closed session of a review', () => {
  const named = review({ sessionNames: { author: 'api author', reviewer: 'api reviewer' } });

  it('goes by the name it had when the review started', () => {
    expect(closedSessionName(named, 'author')).toBe('api author');
    expect(closedSessionLabel(named, 'reviewer')).toBe('api reviewer (closed)');
  });

  it('is "a closed session" when the review recorded no name (one started before names were kept)', () => {
    expect(closedSessionName(review(), 'author')).toBe('a closed session');
    expect(closedSessionLabel(review(), 'author')).toBe('a closed session');
  });

  it("is another process's, not closed, while that process runs the review", () => {
    const elsewhere = { ...named, runElsewhere: true };
    expect(closedSessionLabel(elsewhere, 'reviewer')).toBe('api reviewer (in another process)');
  });
});

describe("a review's sessions by name and agent", () => {
  const profiles = [{ id: 'claude', name: 'Claude Code' }] as ProfileSnapshot[];

  it('are named as they are now while open, as the review recorded them once closed', () => {
    const recorded = review({
      sessionNames: { reviewer: 'first reviewer' },
      sessionProfiles: { reviewer: 'claude' },
    });
    expect(sessionLabel(recorded, 'author', [author], profiles)).toEqual({
      name: 'api author',
      agent: 'Claude Code',
    });
    expect(sessionLabel(recorded, 'reviewer', [author], profiles)).toEqual({
      name: 'first reviewer',
      agent: 'Claude Code',
    });
    // Recorded before profiles were kept: the agent is not known.
    expect(sessionLabel(review(), 'gone', [], profiles)).toEqual({
      name: 'a closed session',
      agent: 'unknown agent',
    });
  });

  it('credit each round to the reviewer that reviewed it, reassigned or not', () => {
    const reassigned = review({
      reviewerSessionId: 'second',
      rounds: [round(1, { reviewerSessionId: 'first' }), round(2, { reviewerSessionId: 'second' })],
    });
    expect([1, 2].map((n) => reviewerOfRound(reassigned, n))).toEqual(['first', 'second']);
    // A round recorded before rounds named their reviewer is the review's.
    expect(reviewerOfRound(review({ rounds: [round(1)] }), 1)).toBe('reviewer');
  });
});
