import type { ParleyClient } from '../api/client';
import type { AppState } from './appState';
import type { AppStore } from './appStore';
import { savePanelLayout } from './panelLayout';
import { saveReviewNavigation, saveSelectedSession } from './selectionMemory';
import { saveSourceEntries } from './sourceMemory';

/** What every action is given: the client to call and the store to apply the answer to. */
export interface ActionContext {
  readonly client: ParleyClient;
  /** The state now. */
  readonly state: () => AppState;
  /** Applies a change to the state; the panel's layout, the session and review shown and the diff sources picked are remembered. */
  readonly change: (change: (state: AppState) => AppState) => void;
}

export function actionContext(client: ParleyClient, store: AppStore): ActionContext {
  return {
    client,
    state: store.getState,
    change(change) {
      const before = store.getState();
      store.update(change);
      const after = store.getState();
      savePanelLayout(before.panel, after.panel);
      saveSelectedSession(before.selectedSessionId, after.selectedSessionId);
      saveReviewNavigation(before.reviewNav, after.reviewNav);
      saveSourceEntries(before.sourceEntries, after.sourceEntries);
    },
  };
}
