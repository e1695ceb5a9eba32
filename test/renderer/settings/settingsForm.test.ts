import { describe, expect, it } from 'vitest';
import { SettingsSchema } from '../../../shared/contract';
import {
  emptyProfileForm,
  fromSettingsForm,
  toSettingsForm,
} from '../../../renderer/src/settings/settingsForm';
import { withReviewDefaults } from '../../../renderer/src/model/reviewDefaults';
import { emptyPriceEntry } from '../../../renderer/src/settings/priceEntry';
import { newRequestForm } from '../../../renderer/src/model/requestForm';
import type { SessionSnapshot } from '../../../shared/contract';

const defaults = SettingsSchema.parse({});

describe('the Settings form', () => {
  it('reads back what it shows, profiles and quoting included', () => {
    const settings = SettingsSchema.parse({
      review: { maxRounds: 6, costCeiling: null, effort: 'high', reviewerProfileId: 'codex' },
      profiles: {
        claude: {
          args: ['--settings', '/a b/s.json', "it's"],
          env: { A: '1', B: 'x=y' },
          allowedCommands: ['npm run e2e', 'make check'],
          prices: { inputPerMTok: 2.5, cacheWritePerMTok: 0 },
        },
      },
      editor: { command: 'code' },
    });
    const result = fromSettingsForm(toSettingsForm(settings), settings);
    expect(result).toEqual({ ok: true, settings });
  });

  it('drops a profile with nothing changed, and says which line is wrong', () => {
    const form = toSettingsForm(defaults);
    const blank = {
      command: ' ',
      args: '',
      env: '\n',
      model: '',
      allowedCommands: '',
      prices: { ...emptyPriceEntry, outputPerMTok: ' ' },
    };
    expect(fromSettingsForm({ ...form, profiles: { claude: blank } }, defaults)).toMatchObject({
      ok: true,
      settings: { profiles: {} },
    });
    expect(
      fromSettingsForm(
        { ...form, profiles: { claude: { ...blank, env: 'A=1\nnonsense' } } },
        defaults,
      ),
    ).toEqual({ ok: false, error: 'claude: environment line 2: write NAME=value.' });
    expect(
      fromSettingsForm(
        { ...form, profiles: { claude: { ...blank, args: "--x 'open" } } },
        defaults,
      ),
    ).toMatchObject({ ok: false, error: expect.stringMatching(/^claude: the arguments/) });
    expect(fromSettingsForm({ ...form, costCeiling: '-3' }, defaults)).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^Cost ceiling/),
    });
  });

  it('leaves out-of-range numbers to the contract, which names the field', () => {
    const result = fromSettingsForm({ ...toSettingsForm(defaults), maxRounds: '50' }, defaults);
    if (!result.ok) throw new Error(result.error);
    const checked = SettingsSchema.safeParse(result.settings);
    expect(checked.success).toBe(false);
    expect(checked.error?.issues[0]).toMatchObject({
      path: ['review', 'maxRounds'],
      message: 'Max rounds is at most 20',
    });
  });

  it('keeps only the prices typed, and leaves text that is no price to the contract', () => {
    const form = toSettingsForm(defaults);
    const typed = (prices: Partial<typeof emptyPriceEntry>) =>
      fromSettingsForm(
        {
          ...form,
          profiles: { codex: { ...emptyProfileForm, prices: { ...emptyPriceEntry, ...prices } } },
        },
        defaults,
      );
    expect(typed({ inputPerMTok: ' 1.25 ', outputPerMTok: '10' })).toMatchObject({
      ok: true,
      settings: { profiles: { codex: { prices: { inputPerMTok: 1.25, outputPerMTok: 10 } } } },
    });
    const wrong = typed({ cacheReadPerMTok: 'cheap' });
    if (!wrong.ok) throw new Error(wrong.error);
    const checked = SettingsSchema.safeParse(wrong.settings);
    expect(checked.error?.issues[0]).toMatchObject({
      path: ['profiles', 'codex', 'prices', 'cacheReadPerMTok'],
      message: 'Cache-read price is a number of US dollars per million tokens',
    });
  });
});

describe('the request form from the review defaults', () => {
  const session = (id: string, profileId: string) => ({ id, profileId }) as SessionSnapshot;
  const sessions = [session('a', 'claude'), session('b', 'codex'), session('c', 'codex')];
  const initial = {
    authorSessionId: 'b',
    reviewerSessionId: '',
    source: { kind: 'working-tree', base: '', pr: '' },
  } as const;

  it('starts from them, with a session of the default reviewer other than the author', () => {
    const review = {
      ...defaults.review,
      reviewerProfileId: 'codex',
      maxRounds: 2,
      costCeiling: 1.5,
    };
    const form = withReviewDefaults(newRequestForm(initial), review, sessions);
    expect(form).toMatchObject({
      reviewerSessionId: 'c',
      maxRounds: '2',
      maxRoundsEdited: true,
      costCeiling: '1.5',
      effort: 'medium',
    });
  });

  it('keeps a reviewer already picked, and the form as it was until settings load', () => {
    const picked = newRequestForm({ ...initial, reviewerSessionId: 'a' });
    const review = { ...defaults.review, reviewerProfileId: 'codex' };
    expect(withReviewDefaults(picked, review, sessions).reviewerSessionId).toBe('a');
    expect(withReviewDefaults(picked, null, sessions)).toBe(picked);
  });
});
