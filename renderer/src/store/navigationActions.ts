import type { AgentReview, SessionSnapshot } from '../../../shared/contract';
import type { DiffSourceEntry } from '../model/diffSourceEntry';
import { defaultAuthor, defaultReviewer } from '../model/reviewPairing';
import { openedWhere } from '../model/storedReview';
import type { ActionContext } from './actionContext';
import type { AppState, RequestDialog } from './appState';
import {
  pin,
  select,
  showList,
  showSession,
  showStored,
  unpin,
  withPanelOpen,
  withPanelWidth,
} from './changes';
import { sourceEntryOf } from './selectors';

/** The Request Agent Review form for `author`'s work, with its likely reviewer picked. */
function requestFrom(state: AppState, author: string): RequestDialog['initial'] {
  return {
    authorSessionId: author,
    reviewerSessionId: defaultReviewer(author, state.sessions, state.reviews),
    source: sourceEntryOf(state, author),
  };
}

/**
 * Where the person is: the session shown, the Reviews list or a review
 * opened from it, the Review Panel's layout, and the request form. Nothing
 * here calls the app.
 */
export function navigationActions({ change }: ActionContext) {
  return {
    /** Shows a session picked in the sidebar, with its latest review. */
    selectSession(session: SessionSnapshot): void {
      change((state) => showSession(state, session.id));
    },
    showReviewList: (): void => change(showList),
    /** Back from a review picked in the list to the latest of its author's work. */
    showLatestReview: (): void => change(unpin),
    /** Shows a review beside its author's terminal, or as stored once that session is closed. */
    openReview(review: AgentReview): void {
      change((state) =>
        openedWhere(review, state.sessions) === 'stored'
          ? showStored(state, review)
          : withPanelOpen(select(pin(state, review), review.authorSessionId), true),
      );
    },

    setPanelOpen: (open: boolean): void => change((state) => withPanelOpen(state, open)),
    togglePanel: (): void => change((state) => withPanelOpen(state, !state.panel.open)),
    setPanelWidth: (width: number): void => change((state) => withPanelWidth(state, width)),
    toggleTabMovesFocus: (): void =>
      change((state) => ({ ...state, tabMovesFocus: !state.tabMovesFocus })),

    /** Opens the request form with this session as the author. */
    requestReviewFrom(author: SessionSnapshot): void {
      change((state) => ({
        ...state,
        requestDialog: { initial: requestFrom(state, author.id), focus: 'reviewer' },
      }));
    },
    /** Opens the request form with this session as the reviewer, of work in its project. */
    offerAsReviewer(reviewer: SessionSnapshot): void {
      change((state) => {
        const author = defaultAuthor(reviewer, state.sessions, state.selectedSessionId);
        const initial = { ...requestFrom(state, author), reviewerSessionId: reviewer.id };
        return { ...state, requestDialog: { initial, focus: 'author' } };
      });
    },
    closeRequestDialog: (): void => change((state) => ({ ...state, requestDialog: null })),
    setSourceEntry(authorSessionId: string, entry: DiffSourceEntry): void {
      change((state) => ({
        ...state,
        sourceEntries: { ...state.sourceEntries, [authorSessionId]: entry },
      }));
    },
  };
}
