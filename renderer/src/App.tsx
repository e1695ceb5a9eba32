import { useEffect, useEffectEvent, useState } from 'react';
import { EmptyState } from './firstRun/EmptyState';
import { NewSessionDialog } from './newSession/NewSessionDialog';
import { AppNotices } from './notices/AppNotices';
import { ConnectionBanner } from './notices/ConnectionBanner';
import { RequestReviewDialog } from './requestReview/RequestReviewDialog';
import { ReviewsView } from './reviewList/ReviewsView';
import { StoredReviewView } from './reviewList/StoredReviewView';
import { useReviewAlerts } from './reviewList/useReviewAlerts';
import { isReviewPanelShortcut } from './reviewPanel/panelShortcut';
import { SettingsDialog } from './settings/SettingsDialog';
import { Sidebar } from './sidebar/Sidebar';
import { selectedSession, storedReview } from './store/selectors';
import { useAppState, useDispatcher } from './store/StoreContext';
import { useThemeSetting } from './ui/theme';
import { Workbench } from './workbench/Workbench';

/** The window: the sidebar, the main area (a session, the Reviews list or a stored review), dialogs. */
export function App() {
  const dispatcher = useDispatcher();
  const settings = useAppState((state) => state.settings);
  useThemeSetting(settings?.theme ?? null);
  const selected = useAppState(selectedSession);
  const showingList = useAppState((state) => state.reviewNav.showingList);
  const stored = useAppState(storedReview);
  const requestDialog = useAppState((state) => state.requestDialog);
  const unseen = useReviewAlerts();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [newSessionOpen, setNewSessionOpen] = useState(false);

  // Anywhere in the app, Ctrl/Cmd+Shift+G opens or closes the Review Panel, unless a dialog is open.
  const onWindowKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (!isReviewPanelShortcut(event) || document.querySelector('dialog[open]')) return;
    event.preventDefault();
    if (selected) dispatcher.togglePanel();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onWindowKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  return (
    <div className="app">
      <ConnectionBanner />
      <Sidebar
        onNewSession={() => setNewSessionOpen(true)}
        onOpenSettings={() => setSettingsOpen(true)}
        unseenReviews={unseen.size}
      />
      <main className="main">
        {stored ? (
          <StoredReviewView review={stored} />
        ) : showingList ? (
          <ReviewsView unseen={unseen} />
        ) : selected ? (
          <Workbench session={selected} />
        ) : (
          <EmptyState onNewSession={() => setNewSessionOpen(true)} />
        )}
      </main>
      <AppNotices />
      {settingsOpen && settings && (
        <SettingsDialog settings={settings} onClose={() => setSettingsOpen(false)} />
      )}
      {newSessionOpen && <NewSessionDialog onClose={() => setNewSessionOpen(false)} />}
      {requestDialog && <RequestReviewDialog dialog={requestDialog} />}
    </div>
  );
}
