import { describe, expect, it } from 'vitest';
import type { SessionSnapshot } from '../../../shared/contract';
import { defaultSourceEntry } from '../../../renderer/src/model/diffSourceEntry';
import {
  DEFAULT_REQUEST_SETTINGS,
  newRequestForm,
  parseCostCeiling,
  parseRequestSettings,
  refusedAuthor,
  refusedReviewer,
  whereIfNamedAlike,
  settingsOf,
  toStartInput,
  withEffort,
  type RequestForm,
} from '../../../renderer/src/model/requestForm';

const sessions = [
  { id: 'a', name: 'author', profileId: 'claude' },
  { id: 'b', name: 'reviewer', profileId: 'codex' },
  { id: 'sh', name: 'Shell', profileId: 'shell' },
] as SessionSnapshot[];

const base = newRequestForm({
  authorSessionId: 'a',
  reviewerSessionId: 'b',
  source: defaultSourceEntry,
});

describe('the Request Agent Review form', () => {
  it('starts with auto-iterate on, medium effort and its three rounds, the warning gate, no ceiling', () => {
    expect(toStartInput(base, sessions)).toEqual({
      ok: true,
      input: {
        authorSessionId: 'a',
        reviewerSessionId: 'b',
        diffSource: { kind: 'working-tree' },
        autoIterate: true,
        effort: 'medium',
        gate: 'warning',
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

  it('refuses a shell as reviewer at the field, before any review is made', () => {
    const form = { ...base, reviewerSessionId: 'sh' };
    const refusal =
      '"Shell" is a shell session, not an agent: Parley does not paste a review into a shell.';
    expect(refusedReviewer(form, sessions)).toBe(refusal);
    expect(toStartInput(form, sessions)).toEqual({ ok: false, errors: { reviewer: refusal } });
    expect(refusedReviewer(base, sessions)).toBeNull();
  });

  it('refuses a shell as the author of an auto-iterated review at the field; once, it may be reviewed', () => {
    const form = { ...base, authorSessionId: 'sh' };
    const refusal =
      '"Shell" is a shell session, not an agent: Parley cannot send it the reviewer\'s feedback. Turn auto-iterate off to have its work reviewed once.';
    expect(refusedAuthor(form, sessions)).toBe(refusal);
    expect(toStartInput(form, sessions)).toEqual({ ok: false, errors: { author: refusal } });
    const once = { ...form, autoIterate: false };
    expect(refusedAuthor(once, sessions)).toBeNull();
    expect(toStartInput(once, sessions)).toMatchObject({ ok: true });
  });

  it('allows self-review', () => {
    expect(toStartInput({ ...base, reviewerSessionId: 'a' }, sessions)).toMatchObject({ ok: true });
  });

  it('asks again for a session picked and closed since (in another window, say)', () => {
    const authorClosed = sessions.filter((s) => s.id !== 'a');
    expect(toStartInput(base, authorClosed)).toEqual({
      ok: false,
      errors: { author: 'Pick the session whose work is reviewed.' },
    });
    const reviewerClosed = sessions.filter((s) => s.id !== 'b');
    expect(toStartInput(base, reviewerClosed)).toEqual({
      ok: false,
      errors: { reviewer: 'Pick a session to review it.' },
    });
  });

  it('names every wrong field at once', () => {
    const result = toStartInput(
      {
        ...base,
        reviewerSessionId: '',
        maxRounds: '0',
        costCeiling: 'lots',
        source: { ...defaultSourceEntry, kind: 'pr', pr: '' },
      },
      sessions,
    );
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

describe('what the form remembers', () => {
  it('reads back the settings of the last request, field by field', () => {
    const saved = {
      ...base,
      effort: 'high',
      gate: 'error',
      maxRounds: '7',
      maxRoundsEdited: true,
      costCeiling: '2',
    };
    expect(parseRequestSettings(JSON.stringify(settingsOf(saved as RequestForm)))).toEqual({
      autoIterate: true,
      effort: 'high',
      gate: 'error',
      maxRounds: '7',
      maxRoundsEdited: true,
      costCeiling: '2',
    });
    // Nothing saved yet, or not settings at all: the form keeps its own start.
    expect(parseRequestSettings(null)).toBeNull();
    expect(parseRequestSettings('{not json')).toBeNull();
    expect(parseRequestSettings('"text"')).toBeNull();
    // A damaged field falls back to the default; the rest is kept.
    expect(parseRequestSettings('{"effort":"huge","gate":"never","autoIterate":false}')).toEqual({
      ...DEFAULT_REQUEST_SETTINGS,
      autoIterate: false,
    });
  });
});

describe('a session as the form offers it', () => {
  it('says where it works only when another session has the same name', () => {
    const alike = [
      { id: 'r1', name: 'reviewer', cwd: '/work/api' },
      { id: 'r2', name: 'reviewer', cwd: '/work/web/' },
      { id: 'r3', name: 'reviewer', cwd: '/other/web' },
      { id: 'x', name: 'author', cwd: '/work/api' },
    ] as SessionSnapshot[];
    expect(alike.map((s) => whereIfNamedAlike(s, alike))).toEqual([
      ' (in api)',
      ' (in /work/web/)',
      ' (in /other/web)',
      '',
    ]);
  });
});
