import { describe, expect, it } from 'vitest';
import { mergeEdits } from '../../../renderer/src/settings/mergeEdits';

describe('mergeEdits', () => {
  it("keeps the person's edits over values saved elsewhere since, field by field", () => {
    const base = {
      fontSize: '13',
      maxRounds: '3',
      editor: '',
      profiles: { claude: { model: '' } },
    };
    const theirs = {
      ...base,
      fontSize: '16',
      maxRounds: '6',
      profiles: { claude: { model: 'opus' } },
    };
    const mine = { ...base, editor: 'vim', profiles: { claude: { model: '' } } };
    expect(mergeEdits(base, mine, theirs)).toEqual({
      fontSize: '16',
      maxRounds: '6',
      editor: 'vim',
      profiles: { claude: { model: 'opus' } },
    });
    // The same field changed on both sides: the person's, which they see.
    expect(mergeEdits(base, { ...base, maxRounds: '9' }, theirs).maxRounds).toBe('9');
  });

  it('takes a profile only one side has, and lists as whole values', () => {
    const base = { profiles: {} as Record<string, { env: string }>, list: ['a'] };
    const theirs = { profiles: { codex: { env: 'A=1' } }, list: ['a', 'b'] };
    const mine = { profiles: { aider: { env: 'B=2' } }, list: ['a'] };
    expect(mergeEdits(base, mine, theirs)).toEqual({
      profiles: { codex: { env: 'A=1' }, aider: { env: 'B=2' } },
      list: ['a', 'b'],
    });
  });
});
