export function EmptyState({ onNewSession }: { onNewSession: () => void }) {
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
      <button type="button" className="button primary" onClick={onNewSession}>
        New session
      </button>
    </section>
  );
}
