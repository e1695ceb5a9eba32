import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SettingsSchema } from '../../../shared/contract';
import type {
  AgentReview,
  CommandInput,
  CommandName,
  CommandOutput,
  EventName,
  EventPayload,
  ProfileSnapshot,
} from '../../../shared/contract';
import type { Connection, ParleyClient } from '../../../renderer/src/api/client';
import { ParleyError } from '../../../renderer/src/api/parleyError';
import { AppStore } from '../../../renderer/src/store/appStore';
import { createDispatcher } from '../../../renderer/src/store/dispatcher';
import { problemsToShow } from '../../../renderer/src/store/problemsReducer';
import { selectedSession, shownReview } from '../../../renderer/src/store/selectors';
import { syncWithApp } from '../../../renderer/src/store/sync';
import { sessionSnapshot } from '../../support/sessionSnapshot';
import { humanComment, review } from '../model/reviewFixture';

type Answers = { [K in CommandName]?: (input: CommandInput<K>) => CommandOutput<K> };

/** A client whose app answers from `answers` (a missing one is refused); the test sends events and reconnects. */
function fakeClient(answers: Answers) {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  const connectionListeners = new Set<() => void>();
  const calls: CommandName[] = [];
  let connection: Connection = { state: 'connecting', epoch: 0 };
  const client: ParleyClient = {
    isDesktop: false,
    async call(name, input) {
      calls.push(name);
      const answer = answers[name] as ((input: unknown) => never) | undefined;
      if (!answer) throw new ParleyError('conflict', `${name} refused`);
      return answer(input);
    },
    on(name, listener) {
      const set = listeners.get(name) ?? new Set();
      listeners.set(name, set);
      set.add(listener as (payload: unknown) => void);
      return () => set.delete(listener as (payload: unknown) => void);
    },
    get connection() {
      return connection;
    },
    onConnectionChange(listener) {
      connectionListeners.add(listener);
      return () => connectionListeners.delete(listener);
    },
  };
  return {
    client,
    calls,
    emit<K extends EventName>(name: K, payload: EventPayload<K>) {
      for (const listener of listeners.get(name) ?? []) listener(payload);
    },
    connect() {
      connection = { state: 'connected', epoch: connection.epoch + 1 };
      for (const listener of connectionListeners) listener();
    },
  };
}

const author = sessionSnapshot('author');
const reviewer = sessionSnapshot('reviewer');
const info = {
  isDesktop: false,
  version: '1',
  platform: 'linux',
  workspace: '/w',
  problems: [],
  dismissedProblems: [],
};
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp(answers: Answers = {}) {
  const fake = fakeClient({
    'session:list': () => [author, reviewer],
    'review:list': () => [],
    'app:info': () => info,
    'profile:list': () => [],
    ...answers,
  });
  const store = new AppStore();
  const dispatcher = createDispatcher(fake.client, store);
  const stop = syncWithApp(fake.client, store);
  return { ...fake, store, dispatcher, stop };
}

beforeEach(() => {
  // The panel's layout is remembered in the page's storage.
  const saved = new Map<string, string>();
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => saved.get(key) ?? null,
      setItem: (key: string, value: string) => saved.set(key, value),
      removeItem: (key: string) => saved.delete(key),
    },
  });
});

describe('the store in step with the app', () => {
  it('reads the lists on each (re)connect and applies events as they come', async () => {
    const app = setUp();
    app.connect();
    await settled();
    expect(app.store.getState()).toMatchObject({
      sessions: [author, reviewer],
      reviewsLoaded: true,
      info,
    });
    app.emit('review:did-change', review());
    app.emit('session:did-close', { id: 'reviewer' });
    expect(app.store.getState().reviews).toEqual([review()]);
    expect(app.store.getState().sessions).toEqual([author]);

    app.connect();
    await settled();
    expect(app.calls.filter((name) => name === 'session:list')).toHaveLength(2);
    expect(app.store.getState().reviews).toEqual([]);
  });

  it('shows the neighbour of the session shown when it closes: the one after it, else before', async () => {
    const third = sessionSnapshot('third');
    const app = setUp({ 'session:list': () => [author, reviewer, third] });
    app.connect();
    await settled();
    app.store.update((state) => ({ ...state, selectedSessionId: 'reviewer' }));
    app.emit('session:did-close', { id: 'reviewer' });
    expect(selectedSession(app.store.getState())?.id).toBe('third');
    app.emit('session:did-close', { id: 'third' });
    expect(selectedSession(app.store.getState())?.id).toBe('author');
    // Another session closing leaves the one shown as it is.
    app.store.update((state) => ({ ...state, sessions: [author, reviewer, third] }));
    app.emit('session:did-close', { id: 'third' });
    expect(selectedSession(app.store.getState())?.id).toBe('author');
  });

  it('reads the profiles again when the settings change: a command set may install one', async () => {
    const aider = { id: 'aider', installed: false } as ProfileSnapshot;
    let profiles = [aider];
    const app = setUp({ 'profile:list': () => profiles });
    app.connect();
    await settled();
    expect(app.store.getState().profiles).toEqual([aider]);
    profiles = [{ ...aider, installed: true }];
    app.emit('settings:did-change', SettingsSchema.parse({}));
    await settled();
    expect(app.store.getState().profiles).toEqual([{ ...aider, installed: true }]);
  });

  it('tells the app the problems were dismissed, and a page loaded again keeps them hidden', async () => {
    const corrupt = 'sessions.json could not be read.';
    const app = { problems: [corrupt], dismissedProblems: [] as string[] };
    const answers: Answers = {
      'app:info': () => ({ ...info, ...app, dismissedProblems: [...app.dismissedProblems] }),
      'app:dismiss-problems': ({ messages }) => {
        app.dismissedProblems = [...messages];
        return null;
      },
    };
    const first = setUp(answers);
    first.connect();
    await settled();
    expect(problemsToShow(first.store.getState().problems)).toHaveLength(1);
    first.dispatcher.dismissProblems();
    await settled();
    expect(app.dismissedProblems).toEqual([corrupt]);

    // A reload: a new page, whose store starts empty.
    const reloaded = setUp(answers);
    reloaded.connect();
    await settled();
    expect(reloaded.store.getState().problems.messages).toEqual([corrupt]);
    expect(problemsToShow(reloaded.store.getState().problems)).toEqual([]);
  });

  it('drops what an older connection answers, and everything once stopped', async () => {
    let answer: (list: AgentReview[]) => void = () => undefined;
    const app = setUp({
      'review:list': () => new Promise((resolve) => (answer = resolve)) as never,
    });
    app.connect();
    const first = answer;
    app.connect();
    first([review({ id: 'stale' })]);
    await settled();
    expect(app.store.getState().reviews).toEqual([]);
    app.stop();
    app.emit('review:did-change', review());
    expect(app.store.getState().reviews).toEqual([]);
  });
});

describe('the dispatcher', () => {
  it('applies the review a command answers, and leaves the state alone when refused', async () => {
    const approved = review({ status: 'approved', updatedAt: '2025-01-01T00:05:00.000Z' });
    const app = setUp({ 'review:force-approve': () => approved });
    app.store.update((state) => ({ ...state, reviews: [review()] }));
    await expect(
      app.dispatcher.runReviewCommand('review:force-approve', { id: 'rev-1' }),
    ).resolves.toBe(approved);
    expect(app.store.getState().reviews).toEqual([approved]);

    const before = app.store.getState();
    await expect(app.dispatcher.runReviewCommand('review:cancel', { id: 'rev-1' })).rejects.toThrow(
      'review:cancel refused',
    );
    expect(app.store.getState()).toBe(before);
  });

  it('shows a review it started in its author’s open panel, on the source it used', async () => {
    const started = review({ diffSource: { kind: 'branch', base: 'develop' } });
    const app = setUp({ 'review:start': () => started });
    app.connect();
    await settled();
    app.dispatcher.requestReviewFrom(author);
    expect(app.store.getState().requestDialog?.initial).toMatchObject({
      authorSessionId: 'author',
      reviewerSessionId: 'reviewer',
    });
    app.dispatcher.showReviewList();

    await app.dispatcher.startReview({
      authorSessionId: 'author',
      reviewerSessionId: 'reviewer',
      diffSource: { kind: 'branch', base: 'develop' },
    });
    const state = app.store.getState();
    expect(state.requestDialog).toBeNull();
    expect(state.reviewNav.showingList).toBe(false);
    expect(state.panel.open).toBe(true);
    expect(selectedSession(state)).toBe(author);
    expect(shownReview(state)).toBe(started);
    expect(state.sourceEntries.author).toMatchObject({ kind: 'branch', base: 'develop' });
    expect(window.localStorage.getItem('parley.reviewPanel.open')).toBe('1');
  });

  it('opens a review beside its author, or as stored once that session is closed', async () => {
    const earlier = review({ id: 'earlier' });
    const orphan = review({ id: 'orphan', authorSessionId: 'gone' });
    const app = setUp();
    app.connect();
    await settled();
    app.store.update((state) => ({ ...state, reviews: [earlier, orphan, review()] }));

    app.dispatcher.openReview(earlier);
    expect(shownReview(app.store.getState())).toBe(earlier);
    app.dispatcher.showLatestReview();
    expect(shownReview(app.store.getState())?.id).toBe('rev-1');

    app.dispatcher.openReview(orphan);
    expect(app.store.getState().reviewNav).toMatchObject({ showingList: true, storedId: 'orphan' });
    expect(shownReview(app.store.getState())).toBe(orphan);
  });

  it('keeps comments made before a review by session, and an unreadable list as none', async () => {
    const comment = humanComment('h1', 'a.ts', 3);
    const app = setUp({ 'review:add-draft': () => [comment] });
    await app.dispatcher.addPreReviewComment('author', {
      file: 'a.ts',
      line: 3,
      severity: 'suggestion',
      comment: comment.comment,
    });
    expect(app.store.getState().preReviewComments).toEqual({ author: [comment] });
    app.dispatcher.loadPreReviewComments('author');
    await settled();
    expect(app.store.getState().preReviewComments).toEqual({ author: [] });
  });

  it('tells in a notice what failed with no form to show it, until dismissed', async () => {
    const app = setUp();
    app.dispatcher.restartSession(author);
    await settled();
    const [notice] = app.store.getState().notices;
    expect(notice?.message).toBe('Could not restart “author”: session:restart refused');
    app.dispatcher.dismissNotice(notice!.id);
    expect(app.store.getState().notices).toEqual([]);
  });
});

describe('review defaults saved in Settings', () => {
  it("are what the next request starts from: the last request's choices are forgotten", async () => {
    const defaults = SettingsSchema.parse({});
    const app = setUp({
      'settings:get': () => defaults,
      'settings:set': (input) => SettingsSchema.parse(input),
    });
    app.connect();
    await settled();
    const lastRequest = () => window.localStorage.getItem('parley.request-settings');
    window.localStorage.setItem('parley.request-settings', JSON.stringify({ effort: 'high' }));
    // Other settings changed: the last request's choices stay.
    await app.dispatcher.saveSettings({ ...defaults, theme: 'dark' });
    expect(lastRequest()).not.toBeNull();
    await app.dispatcher.saveSettings({
      ...defaults,
      theme: 'dark',
      review: { ...defaults.review, effort: 'low' },
    });
    expect(lastRequest()).toBeNull();
  });
});
