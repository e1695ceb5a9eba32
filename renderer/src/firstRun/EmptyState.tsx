import { useState } from 'react';
import { errorMessage } from '../api/parleyError';
import { useDispatcher } from '../store/StoreContext';

/** The first run: start a session, or watch two built-in agents review each other. */
export function EmptyState({ onNewSession }: { onNewSession: () => void }) {
  const dispatcher = useDispatcher();
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function tryDemo() {
    setStarting(true);
    setError(null);
    try {
      // Shows the demo's sessions and review once they run.
      await dispatcher.startDemo();
    } catch (caught) {
      setError(`The demo could not start: ${errorMessage(caught)}`);
      setStarting(false);
    }
  }

  return (
    <section className="empty-state" aria-label="No sessions">
      <div className="empty-mark" aria-hidden="true">
        &gt;_
      </div>
      <h2>No sessions yet</h2>
      <p>
        Start an agent CLI or a shell in a terminal session. Agents in different sessions can then
        review each other&apos;s work.
      </p>
      <div className="empty-actions">
        <button type="button" className="button primary" onClick={onNewSession}>
          New session
        </button>
        <button type="button" className="button" disabled={starting} onClick={() => void tryDemo()}>
          {starting ? 'Starting the demo…' : 'Try the demo'}
        </button>
      </div>
      <p className="field-help">
        The demo: Parley’s built-in agent reviews a sample change and fixes what it finds, in under
        a minute, with no API key.
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
