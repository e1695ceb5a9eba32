import type { ParleyClient } from '../api/client';
import { actionContext } from './actionContext';
import type { AppStore } from './appStore';
import { navigationActions } from './navigationActions';
import { reviewActions } from './reviewActions';
import { sessionActions } from './sessionActions';

export type Dispatcher = ReturnType<typeof createDispatcher>;

/**
 * Every action a component can take, as GitHub Desktop's Dispatcher: each
 * calls the app through the client and applies the answer to the store, so
 * no component calls the client for a change or patches state it was handed.
 * An action a form or card waits for rejects with the core's refusal, for it
 * to show where the person is looking.
 */
export function createDispatcher(client: ParleyClient, store: AppStore) {
  const context = actionContext(client, store);
  return {
    ...sessionActions(context),
    ...reviewActions(context),
    ...navigationActions(context),
  };
}
