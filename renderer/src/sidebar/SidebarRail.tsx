import { selectedSession } from '../store/selectors';
import { useAppState, useDispatcher } from '../store/StoreContext';
import { statusLabel } from '../model/sessionStatus';
import { Icon } from '../ui/Icon';
import { IconButton } from '../ui/IconButton';
import { railInitials } from './railInitials';

interface SidebarRailProps {
  /** Shows the whole sidebar over the window. */
  readonly onExpand: () => void;
  readonly onNewSession: () => void;
  /** Reviews with news the person has not looked at. */
  readonly unseenReviews: number;
}

/**
 * The sidebar folded to a strip, for a window too narrow for it beside the
 * terminal and the Review Panel: each session by its first letters and its
 * status dot, the Reviews list, New session, and a button that shows the rest.
 */
export function SidebarRail({ onExpand, onNewSession, unseenReviews }: SidebarRailProps) {
  const dispatcher = useDispatcher();
  const sessions = useAppState((state) => state.sessions);
  const reviewsShown = useAppState((state) => state.reviewNav.showingList);
  const selected = useAppState(selectedSession);
  return (
    <aside className="sidebar-rail" aria-label="Sessions">
      <IconButton icon="sidebar" label="Show the sidebar" onClick={onExpand} />
      <IconButton icon="plus" label="New session" onClick={onNewSession} />
      <button
        type="button"
        className="icon-button rail-reviews"
        aria-pressed={reviewsShown}
        title={unseenReviews > 0 ? `Reviews: ${unseenReviews} new` : 'Reviews'}
        onClick={dispatcher.showReviewList}
      >
        <Icon name="review" />
        <span className="visually-hidden">Reviews</span>
        {unseenReviews > 0 && <span className="rail-unseen" aria-label={`${unseenReviews} new`} />}
      </button>
      <ul className="rail-sessions">
        {sessions.map((session) => {
          const label = `${session.name}: ${statusLabel(session)}`;
          return (
            <li key={session.id}>
              <button
                type="button"
                className="rail-session"
                data-status={session.status}
                aria-current={!reviewsShown && session.id === selected?.id ? 'true' : undefined}
                title={label}
                onClick={() => dispatcher.selectSession(session)}
              >
                <span aria-hidden="true">{railInitials(session.name)}</span>
                <span className="visually-hidden">{label}</span>
                <span className="status-dot" aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
