import { useCallback, useEffect, useReducer } from 'react';
import { useClient, useConnection, useEvent } from '../api/ClientContext';
import { noProblems, problemsReducer, problemsToShow, type ProblemItem } from './problemsReducer';

export interface Problems {
  /** What to show; empty while there is nothing the user has not dismissed. */
  readonly shown: readonly ProblemItem[];
  readonly dismiss: () => void;
}

/**
 * Problems with the app's files (a corrupt store set aside, a failed save):
 * the whole list on every (re)connect, then each new one as it is reported.
 */
export function useProblems(): Problems {
  const client = useClient();
  const { epoch } = useConnection();
  const [state, dispatch] = useReducer(problemsReducer, noProblems);

  useEvent('app:did-report-problem', ({ message }) => dispatch({ type: 'reported', message }));

  useEffect(() => {
    if (epoch === 0) return;
    let current = true;
    // Its own app:info call rather than useAppBasics': the list must be applied the moment it
    // arrives, in order with the events that come after it over the same connection.
    client.call('app:info', {}).then(
      (info) => current && dispatch({ type: 'loaded', problems: info.problems }),
      // Ignored: useAppBasics makes the same call and shows its failure.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [client, epoch]);

  const dismiss = useCallback(() => dispatch({ type: 'dismissed' }), []);
  return { shown: problemsToShow(state), dismiss };
}
