import { beforeEach, describe, expect, it } from 'vitest';
import {
  loadReviewNavigation,
  saveReviewNavigation,
} from '../../../renderer/src/store/selectionMemory';
import { fakeStorage } from './fakeStorage';

let saved: Map<string, string>;
beforeEach(() => {
  saved = fakeStorage('sessionStorage');
});

const nowhere = { showingList: false, pinnedId: null, storedId: null };

describe('where the tab was among the reviews, across reloads', () => {
  it('shows the earlier review picked in the list again, not the latest', () => {
    expect(loadReviewNavigation()).toEqual(nowhere);
    const picked = { showingList: false, pinnedId: 'r-older', storedId: null };
    saveReviewNavigation(nowhere, picked);
    expect(loadReviewNavigation()).toEqual(picked);
    const stored = { showingList: true, pinnedId: null, storedId: 'r-of-closed-author' };
    saveReviewNavigation(picked, stored);
    expect(loadReviewNavigation()).toEqual(stored);
  });

  it('forgets what does not read as a place', () => {
    for (const odd of ['{"showingList":"yes","pinnedId":null,"storedId":null}', '[1]', '{bad']) {
      saved.set('parley.reviewNavigation', odd);
      expect(loadReviewNavigation()).toEqual(nowhere);
    }
  });
});
