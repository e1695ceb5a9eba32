import { useCallback, useEffect, useEffectEvent, useMemo, useState } from 'react';
import type { AgentReview, SessionSnapshot, ThemeChoice } from '../../shared/contract';
import { useClient } from './api/ClientContext';
import { errorMessage } from './api/parleyError';
import { ConnectionBanner } from './components/ConnectionBanner';
import { EmptyState } from './components/EmptyState';
import { NewSessionDialog } from './components/NewSessionDialog';
import { Notices } from './components/Notices';
import { ProblemsNotice } from './components/ProblemsNotice';
import type { SessionActions } from './components/SessionItem';
import { Sidebar } from './components/Sidebar';
import { Workbench } from './components/Workbench';
import { isReviewPanelShortcut } from './review/panelShortcut';
import { RequestReviewDialog } from './review/RequestReviewDialog';
import { useReviewRequests } from './review/useReviewRequests';
import { askForNotifications } from './reviews/browserNotifications';
import { ReviewsView } from './reviews/ReviewsView';
import { StoredReviewView } from './reviews/StoredReviewView';
import { useReviewsScreen } from './reviews/useReviewsScreen';
import { usePanelLayout } from './state/usePanelLayout';
import { useAppBasics } from './state/useAppBasics';
import { useNotices } from './state/useNotices';
import { useProblems } from './state/useProblems';
import { useReviews } from './state/useReviews';
import { useSessions } from './state/useSessions';
import { useTheme } from './state/theme';
import { SettingsDialog } from './settings/SettingsDialog';
import { useSettings } from './settings/useSettings';

export function App() {
  const client = useClient();
  const settings = useSettings();
  const { change: changeSettings } = settings;
  const chooseTheme = useCallback(
    (choice: ThemeChoice) => changeSettings({ theme: choice }),
    [changeSettings],
  );
  const { theme, toggle } = useTheme(settings.settings?.theme ?? null, chooseTheme);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const basics = useAppBasics();
  const { sessions, loadError, apply } = useSessions();
  const { reviews, loaded: reviewsLoaded, apply: applyReview } = useReviews();
  const { notices, notify, dismiss } = useNotices();
  const problems = useProblems();
  const panel = usePanelLayout();
  const requests = useReviewRequests(sessions, reviews);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  // The selection falls back to the first session when the selected one goes away.
  const selected = sessions.find((s) => s.id === selectedId) ?? sessions[0] ?? null;
  const screen = useReviewsScreen({
    reviews,
    loaded: reviewsLoaded,
    sessions,
    selected,
    panel,
    isDesktop: basics.info?.isDesktop ?? null,
    select: setSelectedId,
  });
  const { showSessions, unpin } = screen.nav;

  const actions = useMemo<SessionActions>(() => {
    const run = (what: string, action: Promise<unknown>) =>
      action.catch((error: unknown) => notify(`Could not ${what}: ${errorMessage(error)}`));
    return {
      select(session) {
        setSelectedId(session.id);
        showSessions();
        unpin();
      },
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
      requestReviewFrom: (session) => requests.requestReviewFrom(session),
      offerAsReviewer: (session) => requests.offerAsReviewer(session, selectedId),
    };
  }, [client, apply, notify, requests, selectedId, showSessions, unpin]);

  // Anywhere in the app, Ctrl/Cmd+Shift+G opens or closes the Review Panel, unless a dialog is open.
  const onWindowKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (!isReviewPanelShortcut(event) || document.querySelector('dialog[open]')) return;
    event.preventDefault();
    if (selected) panel.toggle();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onWindowKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  function onCreated(session: SessionSnapshot) {
    apply({ type: 'changed', session });
    setSelectedId(session.id);
    setDialogOpen(false);
  }

  function onReviewStarted(review: AgentReview) {
    applyReview(review);
    requests.started(review);
    // Asked while the person acts on reviews; the desktop app notifies from its main process.
    if (basics.info?.isDesktop === false) askForNotifications();
    unpin();
    showSessions();
    setSelectedId(review.authorSessionId);
    panel.setOpen(true);
  }

  return (
    <div className="app">
      <ConnectionBanner />
      <Sidebar
        sessions={sessions}
        profiles={basics.profiles}
        reviews={reviews}
        selectedId={screen.nav.showingList ? null : (selected?.id ?? null)}
        loadError={loadError}
        actions={actions}
        theme={theme}
        onToggleTheme={toggle}
        onNewSession={() => setDialogOpen(true)}
        onOpenSettings={() => setSettingsOpen(true)}
        reviewsShown={screen.nav.showingList}
        unseenReviews={screen.unseen.size}
        onShowReviews={screen.nav.showList}
      />
      <main className="main">
        {screen.stored ? (
          <StoredReviewView
            review={screen.stored}
            sessions={sessions}
            profiles={basics.profiles}
            applyReview={applyReview}
            onBack={screen.nav.showList}
          />
        ) : screen.nav.showingList ? (
          <ReviewsView
            reviews={reviews}
            sessions={sessions}
            profiles={basics.profiles}
            unseen={screen.unseen}
            onOpen={screen.open}
          />
        ) : selected ? (
          <Workbench
            session={selected}
            sessions={sessions}
            profiles={basics.profiles}
            reviews={reviews}
            theme={theme}
            panel={panel}
            requests={requests}
            onRestart={actions.restart}
            onShowSession={setSelectedId}
            applyReview={applyReview}
            pinnedReview={screen.pinned}
            onShowLatestReview={unpin}
            onShowAllReviews={screen.nav.showList}
          />
        ) : (
          <EmptyState
            onNewSession={() => setDialogOpen(true)}
            onDemoStarted={(demo) => {
              setSelectedId(demo.authorSessionId);
              panel.setOpen(true);
            }}
          />
        )}
      </main>
      <Notices notices={notices} onDismiss={dismiss}>
        {problems.shown.length > 0 && (
          <ProblemsNotice problems={problems.shown} onDismiss={problems.dismiss} />
        )}
      </Notices>
      {settingsOpen && settings.settings && (
        <SettingsDialog
          settings={settings.settings}
          profiles={basics.profiles}
          save={settings.save}
          onClose={() => setSettingsOpen(false)}
        />
      )}
      {dialogOpen && (
        <NewSessionDialog
          profiles={basics.profiles}
          profilesError={basics.error}
          workspace={basics.info?.workspace ?? ''}
          onCreated={onCreated}
          onClose={() => setDialogOpen(false)}
        />
      )}
      {requests.dialog && (
        <RequestReviewDialog
          sessions={sessions}
          profiles={basics.profiles}
          initial={requests.dialog.initial}
          focus={requests.dialog.focus}
          defaults={settings.settings?.review ?? null}
          onStarted={onReviewStarted}
          onClose={requests.close}
        />
      )}
    </div>
  );
}
