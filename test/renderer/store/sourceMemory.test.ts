import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSourceEntries, saveSourceEntries } from '../../../renderer/src/store/sourceMemory';

let saved: Map<string, string>;
beforeEach(() => {
  saved = new Map();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => saved.get(key) ?? null,
      setItem: (key: string, value: string) => saved.set(key, value),
    },
  });
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
