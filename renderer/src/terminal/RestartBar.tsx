import type { SessionSnapshot } from '../../../shared/contract';
import { useAppState, useDispatcher } from '../store/StoreContext';

/**
 * In the header of a session that runs no process: why, and Restart. After
 * Parley itself restarted every session it keeps is stopped, so the person
 * can start all of those at once, not one by one.
 */
export function RestartBar({
  session,
  onRestarted,
}: {
  readonly session: SessionSnapshot;
  /** The button goes with the restart: the keyboard goes to the program, not to nothing. */
  readonly onRestarted: () => void;
}) {
  const dispatcher = useDispatcher();
  const stopped = useAppState((state) => state.sessions).filter((s) => s.status === 'stopped');
  const restart = (sessions: readonly SessionSnapshot[]) => {
    for (const each of sessions) dispatcher.restartSession(each);
    onRestarted();
  };
  return (
    <span className="restart-bar">
      <span>{session.status === 'stopped' ? 'Not running.' : 'The process has exited.'}</span>
      <button type="button" className="button primary" onClick={() => restart([session])}>
        Restart
      </button>
      {session.status === 'stopped' && stopped.length > 1 && (
        <button type="button" className="button" onClick={() => restart(stopped)}>
          Restart all {stopped.length} stopped
        </button>
      )}
    </span>
  );
}
