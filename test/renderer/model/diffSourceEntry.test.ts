import { describe, expect, it } from 'vitest';
import {
  defaultSourceEntry,
  entryFromSource,
  toDiffSource,
  withKind,
} from '../../../renderer/src/model/diffSourceEntry';

describe('toDiffSource', () => {
  it('turns each kind of the picker into the contract’s diff source', () => {
    expect(toDiffSource(defaultSourceEntry)).toEqual({
      ok: true,
      source: { kind: 'working-tree' },
    });
    expect(toDiffSource({ ...defaultSourceEntry, kind: 'jj' })).toEqual({
      ok: true,
      source: { kind: 'jj' },
    });
    expect(toDiffSource({ ...defaultSourceEntry, kind: 'branch', base: ' develop ' })).toEqual({
      ok: true,
      source: { kind: 'branch', base: 'develop' },
    });
    expect(toDiffSource({ ...defaultSourceEntry, kind: 'pr', pr: '#42' })).toEqual({
      ok: true,
      source: { kind: 'pr', number: 42 },
    });
  });

  it('says what is missing instead of sending a source the core would refuse', () => {
    const noBase = toDiffSource({ ...defaultSourceEntry, kind: 'branch', base: '  ' });
    expect(noBase).toMatchObject({ ok: false, error: expect.stringMatching(/base branch/) });
    for (const pr of ['', 'abc', '0', '1.5', '-3']) {
      expect(toDiffSource({ ...defaultSourceEntry, kind: 'pr', pr })).toMatchObject({ ok: false });
    }
  });

  it('round-trips a review’s source back into the picker', () => {
    const sources = [
      { kind: 'working-tree' },
      { kind: 'jj' },
      { kind: 'branch', base: 'main' },
      { kind: 'pr', number: 7 },
    ] as const;
    for (const source of sources) {
      expect(toDiffSource(entryFromSource(source))).toEqual({ ok: true, source });
    }
  });
});

describe('withKind', () => {
  it("fills a branch diff's base with the repository's main line, never a guessed one", () => {
    // A repository on master: picking Branch compares with master, not "main".
    expect(withKind(defaultSourceEntry, 'branch', 'master')).toEqual({
      ...defaultSourceEntry,
      kind: 'branch',
      base: 'master',
    });
    // While the branches are not known, or the repository has no main line, nothing is made up.
    expect(withKind(defaultSourceEntry, 'branch', null).base).toBe('');
  });

  it('keeps a base the person typed, and leaves the other kinds as they are', () => {
    const typed = { ...defaultSourceEntry, kind: 'pr' as const, base: 'release/2.0' };
    expect(withKind(typed, 'branch', 'main').base).toBe('release/2.0');
    expect(withKind(defaultSourceEntry, 'jj', 'main')).toEqual({
      ...defaultSourceEntry,
      kind: 'jj',
    });
  });
});
