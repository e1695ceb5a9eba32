import { beforeEach, describe, expect, it } from 'vitest';
import { loadSourceEntries, saveSourceEntries } from '../../../renderer/src/store/sourceMemory';
import { fakeStorage } from './fakeStorage';

let saved: Map<string, string>;
beforeEach(() => {
  saved = fakeStorage('localStorage');
});

describe('the diff sources picked, across reloads', () => {
  it('loads what was saved, and forgets what does not read as a pick', () => {
    const picks = { author: { kind: 'branch', base: 'main', pr: '' } } as const;
    saveSourceEntries({}, picks);
    expect(loadSourceEntries()).toEqual(picks);
    saved.set(
      'parley.diffSources',
      JSON.stringify({ ...picks, odd: { kind: 'svn', base: '', pr: '' }, bare: 'branch' }),
    );
    expect(loadSourceEntries()).toEqual(picks);
    saved.set('parley.diffSources', '{not json');
    expect(loadSourceEntries()).toEqual({});
  });
});
