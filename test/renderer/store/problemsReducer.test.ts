import { describe, expect, it } from 'vitest';
import {
  noProblems,
  problemsReducer,
  problemsToShow,
  type ProblemsAction,
  type ProblemsState,
} from '../../../renderer/src/store/problemsReducer';

const corrupt = 'sessions.json could not be read (it is not valid JSON). It was kept as x.';
const saveFailed = 'Saving reviews.json failed (ENOSPC). Changes are kept in memory only.';

function run(...actions: ProblemsAction[]): ProblemsState {
  return actions.reduce(problemsReducer, noProblems);
}

const messages = (state: ProblemsState) => problemsToShow(state).map((p) => p.message);

describe('problems', () => {
  it('shows nothing when the app reported nothing', () => {
    expect(problemsToShow(run({ type: 'loaded', problems: [] }))).toEqual([]);
  });

  it('shows what the app had found before the page connected, then what it reports', () => {
    const state = run(
      { type: 'loaded', problems: [corrupt] },
      { type: 'reported', message: saveFailed },
    );
    expect(problemsToShow(state)).toEqual([
      { message: corrupt, isNew: true },
      { message: saveFailed, isNew: true },
    ]);
  });

  it('stays hidden once dismissed, also when a reconnect loads the same list again', () => {
    const dismissed = run({ type: 'loaded', problems: [corrupt] }, { type: 'dismissed' });
    expect(problemsToShow(dismissed)).toEqual([]);
    const reconnected = problemsReducer(dismissed, { type: 'loaded', problems: [corrupt] });
    expect(reconnected).toBe(dismissed);
    expect(problemsToShow(reconnected)).toEqual([]);
  });

  it('stays hidden in a page loaded afresh when the app says they were dismissed (a reload, another tab)', () => {
    const loaded = run({ type: 'loaded', problems: [corrupt, saveFailed], dismissed: [corrupt] });
    expect(problemsToShow(loaded)).toEqual([
      { message: corrupt, isNew: false },
      { message: saveFailed, isNew: true },
    ]);
    const all = run({ type: 'loaded', problems: [corrupt], dismissed: [corrupt] });
    expect(problemsToShow(all)).toEqual([]);
  });

  it('hides what another window dismissed, but not a problem reported since', () => {
    const state = run(
      { type: 'loaded', problems: [corrupt, saveFailed] },
      { type: 'dismissed', messages: [corrupt] },
    );
    expect(problemsToShow(state)).toEqual([
      { message: corrupt, isNew: false },
      { message: saveFailed, isNew: true },
    ]);
    const all = problemsReducer(state, { type: 'dismissed', messages: [corrupt, saveFailed] });
    expect(problemsToShow(all)).toEqual([]);
  });

  it("keeps this page's dismissal when a restarted app knows of none", () => {
    const state = run(
      { type: 'loaded', problems: [corrupt], dismissed: [] },
      { type: 'dismissed' },
      { type: 'loaded', problems: [corrupt], dismissed: [] },
    );
    expect(problemsToShow(state)).toEqual([]);
  });

  it('comes back with every problem when a new one is reported, marking the new one', () => {
    const state = run(
      { type: 'loaded', problems: [corrupt] },
      { type: 'dismissed' },
      { type: 'reported', message: saveFailed },
    );
    expect(problemsToShow(state)).toEqual([
      { message: corrupt, isNew: false },
      { message: saveFailed, isNew: true },
    ]);
  });

  it('counts a problem that happens again as new', () => {
    const state = run(
      { type: 'reported', message: saveFailed },
      { type: 'dismissed' },
      { type: 'reported', message: saveFailed },
    );
    expect(problemsToShow(state)).toEqual([
      { message: saveFailed, isNew: false },
      { message: saveFailed, isNew: true },
    ]);
  });

  it("takes a restarted app's list as the truth, showing what that run found", () => {
    const state = run(
      { type: 'loaded', problems: [corrupt] },
      { type: 'dismissed' },
      { type: 'loaded', problems: [saveFailed] },
    );
    expect(messages(state)).toEqual([saveFailed]);
  });

  it('stays hidden when a restarted app reports a subset of what was dismissed', () => {
    const state = run(
      { type: 'loaded', problems: [corrupt, saveFailed] },
      { type: 'dismissed' },
      { type: 'loaded', problems: [saveFailed] },
    );
    expect(problemsToShow(state)).toEqual([]);
  });
});
