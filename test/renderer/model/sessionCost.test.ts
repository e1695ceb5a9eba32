import { describe, expect, it } from 'vitest';
import { sessionCostLabel, sessionCosts } from '../../../renderer/src/model/sessionCost';
import { review, round } from './reviewFixture';

const cost = (author: number, reviewer: number, estimated = false) => ({
  author,
  reviewer,
  total: author + reviewer,
  estimated,
});

describe('sessionCosts', () => {
  it('charges the author part to the author and the reviewer part to the reviewer', () => {
    const costs = sessionCosts([
      review({
        authorSessionId: 'a',
        reviewerSessionId: 'b',
        rounds: [round(1, { cost: cost(0.1, 0.25) }), round(2, { cost: cost(0.2, 0.5) })],
      }),
    ]);
    expect(costs.get('a')).toEqual({
      asAuthor: 0.1 + 0.2,
      asReviewer: 0,
      estimated: false,
      reviews: 1,
    });
    expect(costs.get('b')).toEqual({ asAuthor: 0, asReviewer: 0.75, estimated: false, reviews: 1 });
    expect(costs.get('c')).toBeUndefined();
  });

  it('charges each round to the reviewer that answered it, after a reassignment', () => {
    const costs = sessionCosts([
      review({
        authorSessionId: 'a',
        reviewerSessionId: 'c',
        rounds: [
          round(1, { cost: cost(0, 0.25), reviewerSessionId: 'b' }),
          round(2, { cost: cost(0, 0.5), reviewerSessionId: 'c' }),
        ],
      }),
    ]);
    expect(costs.get('b')).toMatchObject({ asReviewer: 0.25, reviews: 1 });
    expect(costs.get('c')).toMatchObject({ asReviewer: 0.5, reviews: 1 });
  });

  it('charges a round retried by another reviewer to each by what it spent', () => {
    const costs = sessionCosts([
      review({
        authorSessionId: 'a',
        reviewerSessionId: 'c',
        rounds: [
          round(1, {
            cost: { ...cost(0.1, 0.5), byReviewer: { b: 0.3, c: 0.2 } },
            reviewerSessionId: 'c',
          }),
        ],
      }),
    ]);
    // The reviewer that died before the reassign keeps its spend and its review.
    expect(costs.get('b')).toMatchObject({ asReviewer: 0.3, reviews: 1 });
    expect(costs.get('c')).toMatchObject({ asReviewer: 0.2, reviews: 1 });
    expect(costs.get('a')).toMatchObject({ asAuthor: 0.1, asReviewer: 0 });
  });

  it('adds up every review a session took part in, in either role', () => {
    const costs = sessionCosts([
      review({
        id: 'r1',
        authorSessionId: 'a',
        reviewerSessionId: 'b',
        rounds: [round(1, { cost: cost(1, 2) })],
      }),
      review({
        id: 'r2',
        authorSessionId: 'b',
        reviewerSessionId: 'a',
        rounds: [round(1, { cost: cost(4, 8) })],
      }),
    ]);
    expect(costs.get('a')).toMatchObject({ asAuthor: 1, asReviewer: 8, reviews: 2 });
    expect(costs.get('b')).toMatchObject({ asAuthor: 4, asReviewer: 2, reviews: 2 });
  });

  it('charges both parts to a session that reviews its own work, as one review', () => {
    const costs = sessionCosts([
      review({
        authorSessionId: 'a',
        reviewerSessionId: 'a',
        rounds: [round(1, { cost: cost(1, 2) })],
      }),
    ]);
    expect(costs.get('a')).toEqual({ asAuthor: 1, asReviewer: 2, estimated: false, reviews: 1 });
  });

  it('marks a session estimated when a round it took part in was estimated', () => {
    const costs = sessionCosts([
      review({
        id: 'r1',
        authorSessionId: 'a',
        reviewerSessionId: 'b',
        rounds: [round(1, { cost: cost(1, 2, true) })],
      }),
      review({
        id: 'r2',
        authorSessionId: 'c',
        reviewerSessionId: 'd',
        rounds: [round(1, { cost: cost(1, 2) })],
      }),
    ]);
    expect(costs.get('a')?.estimated).toBe(true);
    expect(costs.get('b')?.estimated).toBe(true);
    expect(costs.get('c')?.estimated).toBe(false);
  });

  it('counts a review with no round yet, at no cost', () => {
    const costs = sessionCosts([review({ authorSessionId: 'a', reviewerSessionId: 'b' })]);
    expect(costs.get('a')).toEqual({ asAuthor: 0, asReviewer: 0, estimated: false, reviews: 1 });
  });
});

describe('sessionCostLabel', () => {
  it('is nothing for a session that took part in no review', () => {
    expect(sessionCostLabel(undefined)).toBeNull();
  });

  it('shows the total, and its parts in the tooltip', () => {
    const label = sessionCostLabel({
      asAuthor: 0.12,
      asReviewer: 0.3,
      estimated: false,
      reviews: 2,
    });
    expect(label?.text).toBe('$0.42');
    expect(label?.tooltip).toContain('2 reviews');
    expect(label?.tooltip).toContain('$0.12 as author');
    expect(label?.tooltip).toContain('$0.30 as reviewer');
    expect(label?.tooltip).not.toContain('estimated');
  });

  it('marks an estimate with ≈ and says so', () => {
    const label = sessionCostLabel({ asAuthor: 0.42, asReviewer: 0, estimated: true, reviews: 1 });
    expect(label?.text).toBe('≈$0.42');
    expect(label?.tooltip).toContain('1 review:');
    expect(label?.tooltip).toContain('estimated from characters');
  });

  it('shows $0.00 for a session whose reviews cost nothing', () => {
    expect(
      sessionCostLabel({ asAuthor: 0, asReviewer: 0, estimated: false, reviews: 1 })?.text,
    ).toBe('$0.00');
  });
});
