import { describe, expect, it } from 'vitest';
import {
  defaultSourceEntry,
  entryFromSource,
  toDiffSource,
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
