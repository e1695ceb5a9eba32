import type { ParleyClient } from '../api/client';
import { errorMessage } from '../api/parleyError';
import type { AppState } from './appState';
import type { AppStore } from './appStore';
import { withReview, withSessions, withoutReview } from './changes';
import { problemsReducer, type ProblemsAction } from './problemsReducer';
import { reviewsReducer } from './reviewsReducer';

const withProblems = (state: AppState, action: ProblemsAction): AppState => {
  const problems = problemsReducer(state.problems, action);
  return problems === state.problems ? state : { ...state, problems };
};

/**
 * Keeps the store in step with the app: each event applied as it comes, and
 * on every (re)connect the sessions, reviews, app info, profiles, problems and
 * settings read again (what was read before may be stale). An answer that
 * comes after a newer connection or after stop() is dropped. Returns stop().
 */
export function syncWithApp(client: ParleyClient, store: AppStore): () => void {
  const change = (change: (state: AppState) => AppState) => store.update(change);
  const stopEvents = [
    client.on('session:did-change', (session) =>
      change((s) => withSessions(s, { type: 'changed', session })),
    ),
    client.on('session:did-close', ({ id }) =>
      change((s) => withSessions(s, { type: 'closed', id })),
    ),
    client.on('review:did-change', (review) => change((s) => withReview(s, review))),
    client.on('review:did-delete', ({ id }) => change((s) => withoutReview(s, id))),
    client.on('app:did-report-problem', ({ message }) =>
      change((s) => withProblems(s, { type: 'reported', message })),
    ),
    client.on('app:did-dismiss-problems', ({ messages }) =>
      change((s) => withProblems(s, { type: 'dismissed', messages })),
    ),
    // Another window (or tab) changed them: every client shows what is in force.
    client.on('settings:did-change', (settings) => {
      change((s) => ({ ...s, settings }));
      // A profile's command is a setting: whether it is installed may have changed with it.
      client.call('profile:list', {}).then(
        (profiles) => change((s) => ({ ...s, profiles })),
        // They stay as they were; the next (re)connect reads them again.
        () => undefined,
      );
    }),
  ];

  let loads = 0;
  function load(): void {
    const load = ++loads;
    const current = () => load === loads;
    client.call('session:list', {}).then(
      (list) =>
        current() &&
        change((s) => ({
          ...withSessions(s, { type: 'loaded', sessions: list }),
          sessionsError: null,
        })),
      (error: unknown) =>
        current() && change((s) => ({ ...s, sessionsError: errorMessage(error) })),
    );
    client.call('review:list', {}).then(
      (list) =>
        current() &&
        change((s) => ({
          ...s,
          reviews: reviewsReducer(s.reviews, { type: 'loaded', reviews: list }),
          reviewsLoaded: true,
        })),
      // The list stays as it was; the next (re)connect reads it again.
      () => undefined,
    );
    const info = client.call('app:info', {});
    // Applied the moment it arrives, in order with the problem events that come after it.
    info.then(
      ({ problems, dismissedProblems }) =>
        current() &&
        change((s) => withProblems(s, { type: 'loaded', problems, dismissed: dismissedProblems })),
      // Told below, with the profiles.
      () => undefined,
    );
    Promise.all([info, client.call('profile:list', {})]).then(
      ([info, profiles]) =>
        current() && change((s) => ({ ...s, info, profiles, basicsError: null })),
      (error: unknown) => current() && change((s) => ({ ...s, basicsError: errorMessage(error) })),
    );
    client.call('settings:get', {}).then(
      (settings) => current() && change((s) => ({ ...s, settings })),
      // Settings stay unloaded (the form is not offered); the next (re)connect reads them again.
      () => undefined,
    );
  }

  let epoch = 0;
  const onConnection = () => {
    if (client.connection.epoch === epoch) return;
    epoch = client.connection.epoch;
    if (epoch > 0) load();
  };
  onConnection();
  const stopConnection = client.onConnectionChange(onConnection);

  return () => {
    loads++;
    for (const stop of stopEvents) stop();
    stopConnection();
  };
}
