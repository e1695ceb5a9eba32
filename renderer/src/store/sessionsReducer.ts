import type { SessionSnapshot } from '../../../shared/contract';

/** The sessions the sidebar shows, oldest first. */
export type SessionsState = readonly SessionSnapshot[];

export type SessionsAction =
  | { readonly type: 'loaded'; readonly sessions: readonly SessionSnapshot[] }
  | { readonly type: 'changed'; readonly session: SessionSnapshot }
  | { readonly type: 'closed'; readonly id: string };

function byCreation(a: SessionSnapshot, b: SessionSnapshot): number {
  return a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);
}

export function sessionsReducer(state: SessionsState, action: SessionsAction): SessionsState {
  switch (action.type) {
    case 'loaded':
      return [...action.sessions].sort(byCreation);
    case 'changed': {
      const others = state.filter((s) => s.id !== action.session.id);
      return [...others, action.session].sort(byCreation);
    }
    case 'closed':
      return state.some((s) => s.id === action.id)
        ? state.filter((s) => s.id !== action.id)
        : state;
  }
}
