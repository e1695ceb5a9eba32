import type {
  AgentReview,
  AppInfo,
  HumanComment,
  ProfileSnapshot,
  SessionSnapshot,
  Settings,
} from '../../../shared/contract';
import type { DiffSourceEntry } from '../model/diffSourceEntry';
import type { RequestForm } from '../model/requestForm';
import { loadPanelLayout, type PanelLayout } from './panelLayout';
import { loadReviewNavigation, loadSelectedSession } from './selectionMemory';
import { loadSourceEntries } from './sourceMemory';
import { noProblems, type ProblemsState } from './problemsReducer';

/** An error from an action that has no form to show it in; it stays until dismissed. */
export interface Notice {
  readonly id: number;
  readonly message: string;
}

/** Where the person is among reviews. */
export interface ReviewNavigation {
  /** The main area shows the Reviews list (or a review opened from it) instead of a session. */
  readonly showingList: boolean;
  /** A review picked from the list, shown in its author's Review Panel instead of the latest. */
  readonly pinnedId: string | null;
  /** A review shown on its own in place of the list: its author session is closed. */
  readonly storedId: string | null;
}

/** The Request Agent Review form, open: who opened it for what. */
export interface RequestDialog {
  readonly initial: Pick<RequestForm, 'authorSessionId' | 'reviewerSessionId' | 'source'>;
  /** The field to start in: the one the person came to fill. */
  readonly focus: 'author' | 'reviewer';
}

/**
 * Everything the renderer shows that is not one view's own: what the app
 * holds (loaded on every (re)connect, kept current by its events and by the
 * answers of commands) and where the person is. One object, replaced whole by
 * each change; only the dispatcher's actions and the sync with the app change it.
 */
export interface AppState {
  readonly sessions: readonly SessionSnapshot[];
  /** Why the sessions could not be loaded, if they could not. */
  readonly sessionsError: string | null;
  /** Every review the app knows, oldest first. */
  readonly reviews: readonly AgentReview[];
  /** The list of reviews has come from the app at least once. */
  readonly reviewsLoaded: boolean;
  /** A person's comments on a session's work before any review of it, by session id. */
  readonly preReviewComments: Readonly<Record<string, readonly HumanComment[]>>;
  readonly info: AppInfo | null;
  readonly profiles: readonly ProfileSnapshot[];
  /** Why the app info or the profiles could not be loaded, if they could not. */
  readonly basicsError: string | null;
  readonly problems: ProblemsState;
  /** Null until loaded. */
  readonly settings: Settings | null;
  readonly notices: readonly Notice[];
  /** The session the person picked; the first one shows when it is gone. */
  readonly selectedSessionId: string | null;
  readonly reviewNav: ReviewNavigation;
  readonly panel: PanelLayout;
  readonly requestDialog: RequestDialog | null;
  /** The diff source picked for each author's work, shared by its panel and the request form. */
  readonly sourceEntries: Readonly<Record<string, DiffSourceEntry>>;
  /** Tab and Shift+Tab leave a terminal instead of reaching its program (Ctrl+M turns it on and off). */
  readonly tabMovesFocus: boolean;
}

export function initialAppState(): AppState {
  return {
    sessions: [],
    sessionsError: null,
    reviews: [],
    reviewsLoaded: false,
    preReviewComments: {},
    info: null,
    profiles: [],
    basicsError: null,
    problems: noProblems,
    settings: null,
    notices: [],
    selectedSessionId: loadSelectedSession(),
    reviewNav: loadReviewNavigation(),
    panel: loadPanelLayout(),
    requestDialog: null,
    sourceEntries: loadSourceEntries(),
    tabMovesFocus: false,
  };
}
