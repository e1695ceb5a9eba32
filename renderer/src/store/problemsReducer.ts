/** What went wrong with the app's files, and how much of it the user has already dismissed. */
export interface ProblemsState {
  /** Every problem the app reported, oldest first; the same message may come more than once. */
  readonly messages: readonly string[];
  /** The messages that were on show when the user last dismissed the notice. */
  readonly dismissed: readonly string[];
}

export const noProblems: ProblemsState = { messages: [], dismissed: [] };

export type ProblemsAction =
  /**
   * app:info's lists: everything the app (this run of it) has reported so far,
   * and what was on show when a person (in any window) last dismissed them.
   */
  | {
      readonly type: 'loaded';
      readonly problems: readonly string[];
      readonly dismissed?: readonly string[];
    }
  /** One new problem, as 'app:did-report-problem' announces it. */
  | { readonly type: 'reported'; readonly message: string }
  /** Dismissed here, or (`messages`: what it listed) in another window. */
  | { readonly type: 'dismissed'; readonly messages?: readonly string[] };

export function problemsReducer(state: ProblemsState, action: ProblemsAction): ProblemsState {
  switch (action.type) {
    case 'loaded': {
      // The app's list is the truth: after a restart of the app it is a different run's.
      const messages = sameList(state.messages, action.problems)
        ? state.messages
        : [...action.problems];
      const dismissed = laterDismissal(state.dismissed, action.dismissed ?? []);
      return messages === state.messages && dismissed === state.dismissed
        ? state
        : { messages, dismissed };
    }
    case 'reported':
      return { ...state, messages: [...state.messages, action.message] };
    case 'dismissed':
      // Here: everything on show. Elsewhere: what that window listed, unless this one is further on.
      return {
        ...state,
        dismissed: action.messages
          ? laterDismissal(state.dismissed, action.messages)
          : state.messages,
      };
  }
}

export interface ProblemItem {
  readonly message: string;
  /** Reported since the notice was last dismissed. */
  readonly isNew: boolean;
}

/**
 * The problems to list, or none while nothing new came since the last
 * dismissal. Messages are matched by count, so a problem that happens again
 * (a save failing a second time) is new again.
 */
export function problemsToShow(state: ProblemsState): readonly ProblemItem[] {
  const dismissedLeft = new Map<string, number>();
  for (const message of state.dismissed) {
    dismissedLeft.set(message, (dismissedLeft.get(message) ?? 0) + 1);
  }
  const items = state.messages.map((message) => {
    const left = dismissedLeft.get(message) ?? 0;
    dismissedLeft.set(message, left - 1);
    return { message, isNew: left <= 0 };
  });
  return items.some((item) => item.isNew) ? items : [];
}

/**
 * Of two dismissals, the later: within a run every dismissal holds what the one
 * before it did, and more. (A restarted app knows of none: this page's own holds.)
 */
function laterDismissal(current: readonly string[], other: readonly string[]): readonly string[] {
  return other.length > current.length ? [...other] : current;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((message, index) => message === b[index]);
}
