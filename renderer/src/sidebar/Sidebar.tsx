import { useEffect, useMemo, useRef, useState } from 'react';
import type { SessionSnapshot } from '../../../shared/contract';
import { sessionCosts } from '../model/sessionCost';
import { sessionReviewStates } from '../model/sessionReviewState';
import { SettingsButton } from '../settings/SettingsButton';
import type { Dispatcher } from '../store/dispatcher';
import { selectedSession } from '../store/selectors';
import { useAppState, useDispatcher } from '../store/StoreContext';
import { Icon } from '../ui/Icon';
import { ConfirmStopDialog } from './ConfirmStopDialog';
import { stopQuestion, type StopAction } from './stopQuestion';
import { SessionItem, type SessionActions } from './SessionItem';
import { ThemeToggle } from './ThemeToggle';
import { useKeyboardPastClosedSession } from './useKeyboardPastClosedSession';

interface SidebarProps {
  readonly onOpenSettings: () => void;
  readonly onNewSession: () => void;
  /** Reviews with news the person has not looked at. */
  readonly unseenReviews: number;
}

export function Sidebar(props: SidebarProps) {
  const dispatcher = useDispatcher();
  const sessions = useAppState((state) => state.sessions);
  const profiles = useAppState((state) => state.profiles);
  const reviews = useAppState((state) => state.reviews);
  const loadError = useAppState((state) => state.sessionsError);
  const reviewsShown = useAppState((state) => state.reviewNav.showingList);
  const selected = useAppState(selectedSession);
  const selectedId = reviewsShown ? null : (selected?.id ?? null);
  const costs = useMemo(() => sessionCosts(reviews), [reviews]);
  const reviewStates = useMemo(() => sessionReviewStates(reviews, sessions), [reviews, sessions]);
  // A session whose program holds something is closed or restarted only once the person has said so.
  const [stopping, setStopping] = useState<{
    action: StopAction;
    session: SessionSnapshot;
    question: string;
  } | null>(null);
  const actions = useMemo<SessionActions>(() => {
    const stop = (action: StopAction, session: SessionSnapshot) => {
      const question = stopQuestion(action, session, reviews, sessions, profiles);
      if (question) setStopping({ action, session, question });
      else stopNow(dispatcher, action, session);
    };
    return {
      select: dispatcher.selectSession,
      rename: dispatcher.renameSession,
      restart: (session) => stop('restart', session),
      close: (session) => stop('close', session),
      requestReviewFrom: dispatcher.requestReviewFrom,
      offerAsReviewer: dispatcher.offerAsReviewer,
    };
  }, [dispatcher, reviews, sessions, profiles]);
  const profileName = (id: string) => profiles.find((p) => p.id === id)?.name ?? id;
  const listRef = useRef<HTMLUListElement>(null);
  const newSessionRef = useRef<HTMLButtonElement>(null);
  useKeyboardPastClosedSession(sessions, listRef, newSessionRef);
  // The list scrolls on its own: the session shown (just made, picked elsewhere) is in it.
  useEffect(() => {
    listRef.current?.querySelector('.is-selected')?.scrollIntoView({ block: 'nearest' });
  }, [selectedId]);
  return (
    <aside className="sidebar" aria-label="Sessions">
      <div className="sidebar-header">
        <span className="brand">
          <span className="brand-mark" aria-hidden="true" />
          Parley
        </span>
        <SettingsButton onOpen={props.onOpenSettings} />
        <ThemeToggle />
      </div>
      <button
        ref={newSessionRef}
        type="button"
        className="button primary new-session"
        onClick={props.onNewSession}
      >
        <Icon name="plus" /> New session
      </button>
      <button
        type="button"
        className="sidebar-nav"
        aria-pressed={reviewsShown}
        onClick={dispatcher.showReviewList}
      >
        <Icon name="review" size={15} />
        <span className="sidebar-nav-label">Reviews</span>
        {props.unseenReviews > 0 && (
          <span className="nav-unseen" title="Reviews that ended or wait for you, not opened yet">
            {props.unseenReviews} new
          </span>
        )}
        <span className="nav-count">{reviews.length}</span>
      </button>
      <h2 className="sidebar-heading">Sessions</h2>
      {loadError && (
        <p className="field-error" role="alert">
          Could not load sessions: {loadError}
        </p>
      )}
      <ul className="session-list" ref={listRef}>
        {sessions.map((session) => (
          <SessionItem
            key={session.id}
            session={session}
            profileName={profileName(session.profileId)}
            selected={session.id === selectedId}
            cost={costs.get(session.id)}
            reviewState={reviewStates.get(session.id)}
            actions={actions}
          />
        ))}
      </ul>
      {sessions.length === 0 && !loadError && <p className="sidebar-empty">No sessions</p>}
      {stopping && (
        <ConfirmStopDialog
          {...stopping}
          onConfirm={() => {
            setStopping(null);
            stopNow(dispatcher, stopping.action, stopping.session);
          }}
          onCancel={() => setStopping(null)}
        />
      )}
    </aside>
  );
}

function stopNow(dispatcher: Dispatcher, action: StopAction, session: SessionSnapshot): void {
  if (action === 'close') dispatcher.closeSession(session);
  else dispatcher.restartSession(session);
}
