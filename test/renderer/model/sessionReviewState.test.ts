import { describe, expect, it } from 'vitest';
import { sessionReviewStates } from '../../../renderer/src/model/sessionReviewState';
import { sessionSnapshot } from '../../support/sessionSnapshot';
import { review, round } from './reviewFixture';

const session = sessionSnapshot;

const sessions = [session('author'), session('reviewer'), session('other')];
const labels = (map: ReadonlyMap<string, { label: string }>) =>
  Object.fromEntries([...map].map(([id, state]) => [id, state.label]));

describe('each session review state in the sidebar', () => {
  it('shows the author in review and its reviewer reviewing while the reviewer reads', () => {
    const states = sessionReviewStates([review()], sessions);
    expect(labels(states)).toEqual({ author: 'in review', reviewer: 'reviewing' });
    expect(states.get('author')!.detail).toBe('Round 1/3 — Reviewing…');
  });

  it('shows the author fixing, then how its latest review ended', () => {
    const fixing = review({ phase: 'author-fixing', rounds: [round(1)] });
    expect(labels(sessionReviewStates([fixing], sessions))).toEqual({ author: 'fixing' });

    const approved = review({ status: 'approved', phase: undefined, rounds: [round(1)] });
    const failed = review({ id: 'rev-2', status: 'error', statusReason: 'Nothing to review.' });
    expect(labels(sessionReviewStates([approved], sessions))).toEqual({ author: 'approved' });
    expect(labels(sessionReviewStates([approved, failed], sessions))).toEqual({
      author: 'failed',
    });
  });

  it('says waiting for you when a review needs the person, dialogs included', () => {
    const max = review({ status: 'max-rounds', phase: undefined, rounds: [round(3)] });
    expect(sessionReviewStates([max], sessions).get('author')).toMatchObject({
      tone: 'waiting',
      label: 'waiting for you',
    });
    const inDialog = [
      session('author'),
      session('reviewer', { status: 'dialog', dialog: 'Trust?' }),
    ];
    expect(labels(sessionReviewStates([review()], inDialog))).toEqual({
      author: 'waiting for you',
      reviewer: 'waiting for you',
    });
  });

  it('shows a finished author reviewing someone else, and nothing for a cancelled review', () => {
    const own = review({ id: 'r1', status: 'approved', phase: undefined, rounds: [round(1)] });
    const forOther = review({
      id: 'r2',
      authorSessionId: 'other',
      reviewerSessionId: 'author',
      createdAt: '2025-01-01T00:05:00.000Z',
    });
    expect(sessionReviewStates([own, forOther], sessions).get('author')!.label).toBe('reviewing');
    expect(sessionReviewStates([review({ status: 'cancelled' })], sessions).size).toBe(0);
  });
});
