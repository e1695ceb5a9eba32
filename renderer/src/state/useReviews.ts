import { useCallback, useEffect, useReducer, useState } from 'react';
import type { AgentReview } from '../../../shared/contract';
import { useClient, useConnection, useEvent } from '../api/ClientContext';
import { errorMessage } from '../api/parleyError';
import { reviewsReducer } from './reviewsReducer';

export interface Reviews {
  readonly reviews: readonly AgentReview[];
  /** Why the list could not be loaded, if it could not. */
  readonly loadError: string | null;
  /** The list has come from the app at least once. */
  readonly loaded: boolean;
  /** Applies a review a command answered with, ahead of its event. */
  readonly apply: (review: AgentReview) => void;
}

/** The live list of reviews: loaded on every (re)connect, then kept current by events. */
export function useReviews(): Reviews {
  const client = useClient();
  const { epoch } = useConnection();
  const [reviews, dispatch] = useReducer(reviewsReducer, []);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);

  useEvent('review:did-change', (review) => dispatch({ type: 'changed', review }));

  useEffect(() => {
    if (epoch === 0) return;
    let current = true;
    client.call('review:list', {}).then(
      (list) => {
        if (!current) return;
        dispatch({ type: 'loaded', reviews: list });
        setLoadError(null);
        setLoaded(true);
      },
      (error: unknown) => current && setLoadError(errorMessage(error)),
    );
    return () => {
      current = false;
    };
  }, [client, epoch]);

  const apply = useCallback((review: AgentReview) => dispatch({ type: 'changed', review }), []);
  return { reviews, loadError, loaded, apply };
}
