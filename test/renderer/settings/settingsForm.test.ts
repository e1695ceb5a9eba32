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
      terminal: { fontSize: 16, scrollback: 25_000 },
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
  });

  it('marks every wrong field at once, each named as its label is, never by its path', () => {
    const form = toSettingsForm(defaults);
    const result = fromSettingsForm(
      {
        ...form,
        maxRounds: '50',
        costCeiling: '-3',
        editorCommand: 'x'.repeat(5000),
        profiles: {
          claude: {
            ...emptyProfileForm,
            env: 'A=1\nnonsense',
            args: "--x 'open",
            prices: { ...emptyPriceEntry, outputPerMTok: '-2', cacheReadPerMTok: 'cheap' },
          },
          codex: { ...emptyProfileForm, allowedCommands: 'npm test', model: ' ' },
        },
      },
      defaults,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        'review.maxRounds': 'Default max rounds: at most 20',
        'review.costCeiling':
          'Default cost ceiling: a ceiling is an amount in US dollars above zero, or empty for none',
        'editor.command': 'Editor command: at most 4,096 characters',
        'profiles.claude.env': 'Environment: line 2: write NAME=value',
        'profiles.claude.args': "Arguments: has an unclosed ' quote",
        'profiles.claude.prices.outputPerMTok': 'Output price: cannot be negative',
        'profiles.claude.prices.cacheReadPerMTok':
          'Cache-read price: a number of US dollars per million tokens',
      },
    });
  });

  it('names the line and the variable whose name cannot be one', () => {
    const form = toSettingsForm(defaults);
    const withEnv = (env: string) =>
      fromSettingsForm({ ...form, profiles: { claude: { ...emptyProfileForm, env } } }, defaults);
    expect(withEnv('GOOD=1\n1BAD=x')).toMatchObject({
      ok: false,
      errors: {
        'profiles.claude.env':
          'Environment: line 2: "1BAD": letters, digits and _ only, not starting with a digit',
      },
    });
    expect(withEnv('WITH SPACE=y')).toMatchObject({
      errors: { 'profiles.claude.env': expect.stringContaining('line 1: "WITH SPACE"') },
    });
    expect(withEnv('A_B=z=1')).toMatchObject({ ok: true });
    // Lines as typed: a blank one counts.
    expect(withEnv('A=1\n\n1BAD=x')).toMatchObject({
      errors: { 'profiles.claude.env': expect.stringContaining('line 3: "1BAD"') },
    });
  });

  it('says what a number must be when it is none, or too small', () => {
    const form = toSettingsForm(defaults);
    const rounds = (maxRounds: string) => fromSettingsForm({ ...form, maxRounds }, defaults);
    expect(rounds('')).toEqual({
      ok: false,
      errors: { 'review.maxRounds': 'Default max rounds: a whole number from 1 to 20' },
    });
    expect(rounds('0')).toEqual({
      ok: false,
      errors: { 'review.maxRounds': 'Default max rounds: at least 1' },
    });
  });

  it('reads the terminal font size and scrollback, thousands separators aside, and says what each must be', () => {
    const form = toSettingsForm(defaults);
    const terminal = (terminalFontSize: string, terminalScrollback: string) =>
      fromSettingsForm({ ...form, terminalFontSize, terminalScrollback }, defaults);
    expect(terminal('18', '50,000')).toMatchObject({
      ok: true,
      settings: { terminal: { fontSize: 18, scrollback: 50_000 } },
    });
    expect(terminal(' 9 ', '2 000')).toMatchObject({
      ok: true,
      settings: { terminal: { fontSize: 9, scrollback: 2000 } },
    });
    expect(terminal('7', '200000')).toEqual({
      ok: false,
      errors: {
        'terminal.fontSize': 'Font size: at least 8',
        'terminal.scrollback': 'Scrollback lines: at most 100,000 lines',
      },
    });
    // A decimal comma is no thousands separator: 13,5 is not read as 135.
    expect(terminal('13,5', '')).toEqual({
      ok: false,
      errors: {
        'terminal.fontSize': 'Font size: a whole number from 8 to 40',
        'terminal.scrollback': 'Scrollback lines: a whole number of lines from 100 to 100,000',
      },
    });
  });

  it('keeps only the prices typed', () => {
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
