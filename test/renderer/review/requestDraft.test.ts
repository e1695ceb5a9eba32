import { describe, expect, it } from 'vitest';
import { defaultSourceDraft } from '../../../renderer/src/review/diffSourceDraft';
import {
  newRequestDraft,
  parseCostCeiling,
  toStartInput,
  withEffort,
} from '../../../renderer/src/review/requestDraft';

const base = newRequestDraft({
  authorSessionId: 'a',
  reviewerSessionId: 'b',
  source: defaultSourceDraft,
});

describe('the Request Agent Review form', () => {
  it('starts with auto-iterate on, medium effort and its three rounds, no ceiling', () => {
    expect(toStartInput(base)).toEqual({
      ok: true,
      input: {
        authorSessionId: 'a',
        reviewerSessionId: 'b',
        diffSource: { kind: 'working-tree' },
        autoIterate: true,
        effort: 'medium',
        maxRounds: 3,
        costCeiling: null,
      },
    });
  });

  it('follows the effort level with max rounds until the person types a number', () => {
    expect(withEffort(base, 'low').maxRounds).toBe('1');
    expect(withEffort(base, 'high').maxRounds).toBe('4');
    expect(withEffort(base, 'max').maxRounds).toBe('6');
    const typed = { ...base, maxRounds: '2', maxRoundsEdited: true };
    expect(withEffort(typed, 'max')).toMatchObject({ effort: 'max', maxRounds: '2' });
  });

  it('allows self-review', () => {
    expect(toStartInput({ ...base, reviewerSessionId: 'a' })).toMatchObject({ ok: true });
  });

  it('names every wrong field at once', () => {
    const result = toStartInput({
      ...base,
      reviewerSessionId: '',
      maxRounds: '0',
      costCeiling: 'lots',
      source: { ...defaultSourceDraft, kind: 'pr', pr: '' },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual([
      'costCeiling',
      'maxRounds',
      'reviewer',
      'source',
    ]);
  });

  it('reads a cost ceiling in dollars, empty for none', () => {
    expect(parseCostCeiling('')).toBeNull();
    expect(parseCostCeiling(' $2.50 ')).toBe(2.5);
    expect(parseCostCeiling('0')).toMatchObject({ error: expect.any(String) });
    expect(parseCostCeiling('-1')).toMatchObject({ error: expect.any(String) });
    expect(parseCostCeiling('20000')).toMatchObject({ error: expect.stringMatching(/10,000/) });
  });
});
