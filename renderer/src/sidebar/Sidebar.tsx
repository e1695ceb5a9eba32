import { useMemo, useState } from 'react';
import type { AgentReview, ProfileSnapshot, SessionSnapshot } from '../../../shared/contract';
import { sessionCosts } from '../review/sessionCost';
import { sessionReviewStates } from '../reviews/sessionReviewState';
import type { Theme } from '../state/theme';
import { ConfirmCloseDialog, unfinishedReviewsOf } from './ConfirmCloseDialog';
import { SessionItem, type SessionActions } from './SessionItem';
import { ThemeToggle } from './ThemeToggle';
import { SettingsButton } from '../settings/SettingsButton';
import { Icon } from './Icon';

interface SidebarProps {
  readonly sessions: readonly SessionSnapshot[];
  readonly profiles: readonly ProfileSnapshot[];
  readonly reviews: readonly AgentReview[];
  readonly selectedId: string | null;
  readonly loadError: string | null;
  readonly actions: SessionActions;
  readonly theme: Theme;
  readonly onToggleTheme: () => void;
  readonly onOpenSettings: () => void;
  readonly onNewSession: () => void;
  /** The main area shows the Reviews list. */
  readonly reviewsShown: boolean;
  /** Reviews with news the person has not looked at. */
  readonly unseenReviews: number;
  readonly onShowReviews: () => void;
}

export function Sidebar(props: SidebarProps) {
  const { sessions, profiles, reviews, selectedId, loadError, actions } = props;
  const costs = useMemo(() => sessionCosts(reviews), [reviews]);
  const reviewStates = useMemo(() => sessionReviewStates(reviews, sessions), [reviews, sessions]);
  // A session an unfinished review needs is closed only once the person has said so.
  const [closing, setClosing] = useState<{ session: SessionSnapshot; reviews: string[] } | null>(
    null,
  );
  const itemActions = useMemo<SessionActions>(
    () => ({
      ...actions,
      close(session) {
        const running = unfinishedReviewsOf(session, reviews, sessions);
        if (running.length > 0) setClosing({ session, reviews: running });
        else actions.close(session);
      },
    }),
    [actions, reviews, sessions],
  );
  const profileName = (id: string) => profiles.find((p) => p.id === id)?.name ?? id;
  return (
    <aside className="sidebar" aria-label="Sessions">
      <div className="sidebar-header">
        <span className="brand">
          <span className="brand-mark" aria-hidden="true" />
          Parley
        </span>
        <SettingsButton onOpen={props.onOpenSettings} />
        <ThemeToggle theme={props.theme} onToggle={props.onToggleTheme} />
      </div>
      <button type="button" className="button primary new-session" onClick={props.onNewSession}>
        <Icon name="plus" /> New session
      </button>
      <button
        type="button"
        className="sidebar-nav"
        aria-pressed={props.reviewsShown}
        onClick={props.onShowReviews}
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
      <ul className="session-list">
        {sessions.map((session) => (
          <SessionItem
            key={session.id}
            session={session}
            profileName={profileName(session.profileId)}
            selected={session.id === selectedId}
            cost={costs.get(session.id)}
            reviewState={reviewStates.get(session.id)}
            actions={itemActions}
          />
        ))}
      </ul>
      {sessions.length === 0 && !loadError && <p className="sidebar-empty">No sessions</p>}
      {closing && (
        <ConfirmCloseDialog
          session={closing.session}
          reviews={closing.reviews}
          onConfirm={() => {
            setClosing(null);
            actions.close(closing.session);
          }}
          onCancel={() => setClosing(null)}
        />
      )}
    </aside>
  );
}
