import { describe, expect, it } from 'vitest';
import { appliedSource } from '../../../renderer/src/reviewPanel/appliedSource';
import { review } from './reviewFixture';

const branch = { kind: 'branch', base: 'main', pr: '' } as const;
const workingTree = { kind: 'working-tree', base: '', pr: '' } as const;

describe('the source the diff of now is captured from', () => {
  it('is the one the picker remembers, over the review of the work (the picker and the diff agree)', () => {
    const onWorkingTree = review({ diffSource: { kind: 'working-tree' } });
    // A branch picked after a review of the working tree ended (a reload since).
    expect(appliedSource(null, onWorkingTree, branch)).toEqual({ kind: 'branch', base: 'main' });
    // The working tree picked while a review of a branch runs.
    const onBranch = review({ diffSource: { kind: 'branch', base: 'main' } });
    expect(appliedSource(null, onBranch, workingTree)).toEqual({ kind: 'working-tree' });
  });

  it("is the review's own when the picker remembers none (a review started elsewhere), else the working tree", () => {
    const onBranch = review({ diffSource: { kind: 'branch', base: 'main' } });
    expect(appliedSource(null, onBranch, null)).toEqual({ kind: 'branch', base: 'main' });
    // A pick half typed (no base) is no source: the review's stands.
    expect(appliedSource(null, onBranch, { ...branch, base: '' })).toEqual(onBranch.diffSource);
    expect(appliedSource(null, null, null)).toEqual({ kind: 'working-tree' });
  });

  it('is the one applied in this page for this review, whatever else is remembered', () => {
    const current = review();
    const pick = { reviewId: current.id, source: { kind: 'jj' } as const };
    expect(appliedSource(pick, current, branch)).toEqual({ kind: 'jj' });
    // Applied for another review: a new review starts from the picker's.
    expect(appliedSource({ ...pick, reviewId: 'older' }, current, branch)).toEqual({
      kind: 'branch',
      base: 'main',
    });
  });
});
