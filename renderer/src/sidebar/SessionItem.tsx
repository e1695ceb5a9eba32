import { useCallback, useLayoutEffect, useRef, useState, type MouseEvent } from 'react';
import { canReview } from '../../../shared/contract';
import type { SessionSnapshot } from '../../../shared/contract';
import { sessionCostLabel, type SessionCost } from '../model/sessionCost';
import type { SessionReviewState } from '../model/sessionReviewState';
import { Menu } from '../ui/Menu';
import { RenameField } from './RenameField';
import { StatusIndicator } from '../ui/StatusIndicator';
import { Icon } from '../ui/Icon';

export interface SessionActions {
  readonly select: (session: SessionSnapshot) => void;
  readonly rename: (session: SessionSnapshot, name: string) => Promise<void>;
  readonly restart: (session: SessionSnapshot) => void;
  readonly close: (session: SessionSnapshot) => void;
  /** Opens the Request Agent Review form with this session as the author. */
  readonly requestReviewFrom: (session: SessionSnapshot) => void;
  /** Opens the Request Agent Review form with this session as the reviewer. */
  readonly offerAsReviewer: (session: SessionSnapshot) => void;
}

interface SessionItemProps {
  readonly session: SessionSnapshot;
  readonly profileName: string;
  readonly selected: boolean;
  /** What its turns in reviews cost; undefined when it took part in none. */
  readonly cost: SessionCost | undefined;
  /** Where its latest review stands; undefined when there is nothing to say. */
  readonly reviewState: SessionReviewState | undefined;
  readonly actions: SessionActions;
}

/**
 * One row of the sidebar: select on click; review requests, rename, restart
 * and close from ⋯ or right-click.
 */
export function SessionItem(props: SessionItemProps) {
  const { session, profileName, selected, cost, reviewState, actions } = props;
  const [menuAt, setMenuAt] = useState<{ x: number; y: number } | null>(null);
  const [renaming, setRenaming] = useState(false);
  const moreRef = useRef<HTMLButtonElement>(null);
  const selectRef = useRef<HTMLButtonElement>(null);
  const costLabel = sessionCostLabel(cost);
  // A rename ended from the keyboard: its row, drawn again in place of the field, carries on.
  const focusRowAfterRename = useRef(false);
  useLayoutEffect(() => {
    if (renaming || !focusRowAfterRename.current) return;
    focusRowAfterRename.current = false;
    selectRef.current?.focus();
  }, [renaming]);

  const closeMenu = useCallback(() => {
    setMenuAt(null);
    moreRef.current?.focus();
  }, []);

  function openMenuBelowButton() {
    const rect = moreRef.current?.getBoundingClientRect();
    if (rect) setMenuAt({ x: rect.left, y: rect.bottom + 4 });
  }

  function openMenuAtPointer(event: MouseEvent) {
    event.preventDefault();
    setMenuAt({ x: event.clientX, y: event.clientY });
  }

  return (
    <li
      className={selected ? 'session-item is-selected' : 'session-item'}
      data-session-id={session.id}
      onContextMenu={openMenuAtPointer}
    >
      {renaming ? (
        <RenameField
          name={session.name}
          onRename={(name) => actions.rename(session, name)}
          onDone={(byKeyboard) => {
            // Focused once the row is drawn (a rename saved ends after the app answered, when
            // a frame may come before the row is back).
            focusRowAfterRename.current = byKeyboard;
            setRenaming(false);
          }}
        />
      ) : (
        <button
          ref={selectRef}
          type="button"
          className="session-select"
          aria-current={selected ? 'true' : undefined}
          onClick={() => actions.select(session)}
        >
          <span className="session-line" title={`${session.name} (${profileName})`}>
            <span className="session-name">{session.name}</span>
            <span className="profile-badge" title={profileName}>
              {profileName}
            </span>
          </span>
          <span className="session-meta">
            <StatusIndicator session={session} />
            {reviewState && (
              <span
                className="session-review"
                data-tone={reviewState.tone}
                title={reviewState.detail}
              >
                {reviewState.label}
              </span>
            )}
            {session.role && (
              <span
                className="session-role"
                title={`Runs unattended as ${session.role}: it never asks, and refuses what its role does not allow`}
              >
                unattended {session.role}
              </span>
            )}
            {costLabel && (
              <span className="session-cost" title={costLabel.tooltip}>
                {costLabel.text}
              </span>
            )}
          </span>
        </button>
      )}
      <button
        ref={moreRef}
        type="button"
        className="icon-button session-more"
        aria-label={`Actions for ${session.name}`}
        aria-haspopup="menu"
        aria-expanded={menuAt !== null}
        onClick={openMenuBelowButton}
      >
        <Icon name="more" />
      </button>
      {menuAt && (
        <Menu
          label={`Actions for ${session.name}`}
          at={menuAt}
          onClose={closeMenu}
          items={[
            { label: 'Request review from…', onSelect: () => actions.requestReviewFrom(session) },
            // The contract's rule: a session that cannot review is not offered as a reviewer.
            ...(canReview(session)
              ? [
                  {
                    label: 'Use as reviewer for…',
                    onSelect: () => actions.offerAsReviewer(session),
                  },
                ]
              : []),
            { label: 'Rename', onSelect: () => setRenaming(true) },
            { label: 'Restart', onSelect: () => actions.restart(session) },
            { label: 'Close', onSelect: () => actions.close(session), danger: true },
          ]}
        />
      )}
    </li>
  );
}
