import { describe, expect, it } from 'vitest';
import { latestReviewOf, reviewsReducer } from '../../../renderer/src/store/reviewsReducer';
import { review } from '../model/reviewFixture';

const older = review({ id: 'r1', createdAt: '2025-01-01T00:00:00.000Z' });
const newer = review({ id: 'r2', createdAt: '2025-01-02T00:00:00.000Z' });

describe('reviewsReducer', () => {
  it('keeps reviews oldest first', () => {
    expect(reviewsReducer([], { type: 'loaded', reviews: [newer, older] })).toEqual([older, newer]);
  });

  it('replaces a review with its newer copy, and never with an older one', () => {
    const moved = { ...older, status: 'approved' as const, updatedAt: '2025-01-03T00:00:00.000Z' };
    const state = reviewsReducer([older, newer], { type: 'changed', review: moved });
    expect(state).toEqual([moved, newer]);
    // A command's answer that arrives after the event that overtook it.
    expect(reviewsReducer(state, { type: 'changed', review: older })).toBe(state);
  });

  it('adds a review it did not know', () => {
    expect(reviewsReducer([newer], { type: 'changed', review: older })).toEqual([older, newer]);
  });

  it('drops a deleted review; one it did not know changes nothing (the command and its event both tell)', () => {
    const state = reviewsReducer([older, newer], { type: 'deleted', id: 'r1' });
    expect(state).toEqual([newer]);
    expect(reviewsReducer(state, { type: 'deleted', id: 'r1' })).toBe(state);
  });
});

describe('latestReviewOf', () => {
  it('is the newest review of that author’s work', () => {
    const other = review({ id: 'r3', authorSessionId: 'someone-else', createdAt: '2025-02-01' });
    expect(latestReviewOf([older, newer, other], 'author')).toBe(newer);
    expect(latestReviewOf([older], 'nobody')).toBeNull();
  });
});
