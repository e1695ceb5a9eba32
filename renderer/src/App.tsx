import { useMemo, useState } from 'react';
import type { SessionSnapshot } from '../../shared/contract';
import { useClient } from './api/ClientContext';
import { errorMessage } from './api/parleyError';
import { ConnectionBanner } from './components/ConnectionBanner';
import { EmptyState } from './components/EmptyState';
import { NewSessionDialog } from './components/NewSessionDialog';
import { Notices } from './components/Notices';
import type { SessionActions } from './components/SessionItem';
import { Sidebar } from './components/Sidebar';
import { TerminalPane } from './components/TerminalPane';
import { useAppBasics } from './state/useAppBasics';
import { useNotices } from './state/useNotices';
import { useSessions } from './state/useSessions';
import { useTheme } from './state/theme';

export function App() {
  const client = useClient();
  const { theme, toggle } = useTheme();
  const basics = useAppBasics();
  const { sessions, loadError, apply } = useSessions();
  const { notices, notify, dismiss } = useNotices();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  // The selection falls back to the first session when the selected one goes away.
  const selected = sessions.find((s) => s.id === selectedId) ?? sessions[0] ?? null;

  const actions = useMemo<SessionActions>(() => {
    const run = (what: string, action: Promise<unknown>) =>
      action.catch((error: unknown) => notify(`Could not ${what}: ${errorMessage(error)}`));
    return {
      select: (session) => setSelectedId(session.id),
      async rename(session, name) {
        apply({
          type: 'changed',
          session: await client.call('session:rename', { id: session.id, name }),
        });
      },
      restart: (session) =>
        void run(
          `restart “${session.name}”`,
          client
            .call('session:restart', { id: session.id })
            .then((snapshot) => apply({ type: 'changed', session: snapshot })),
        ),
      close: (session) =>
        void run(
          `close “${session.name}”`,
          client
            .call('session:close', { id: session.id })
            .then(() => apply({ type: 'closed', id: session.id })),
        ),
    };
  }, [client, apply, notify]);

  function onCreated(session: SessionSnapshot) {
    apply({ type: 'changed', session });
    setSelectedId(session.id);
    setDialogOpen(false);
  }

  return (
    <div className="app">
      <ConnectionBanner />
      <Sidebar
        sessions={sessions}
        profiles={basics.profiles}
        selectedId={selected?.id ?? null}
        loadError={loadError}
        actions={actions}
        theme={theme}
        onToggleTheme={toggle}
        onNewSession={() => setDialogOpen(true)}
      />
      <main className="main">
        {selected ? (
          <TerminalPane
            key={selected.id}
            session={selected}
            theme={theme}
            onRestart={actions.restart}
          />
        ) : (
          <EmptyState onNewSession={() => setDialogOpen(true)} />
        )}
      </main>
      <Notices notices={notices} onDismiss={dismiss} />
      {dialogOpen && (
        <NewSessionDialog
          profiles={basics.profiles}
          profilesError={basics.error}
          workspace={basics.info?.workspace ?? ''}
          onCreated={onCreated}
          onClose={() => setDialogOpen(false)}
        />
      )}
    </div>
  );
}
