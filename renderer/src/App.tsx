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
import { SidebarDrawer } from './sidebar/SidebarDrawer';
import { SidebarRail } from './sidebar/SidebarRail';
import { selectedSession, storedReview } from './store/selectors';
import { useAppState, useDispatcher } from './store/StoreContext';
import { useTerminalColours } from './terminal/useTerminalColours';
import { DrawError } from './ui/DrawError';
import { useThemeSetting } from './ui/theme';
import { useMediaQuery } from './ui/useMediaQuery';
import { Workbench } from './workbench/Workbench';

/**
 * Narrower than this, the sidebar folds to a rail so the terminal keeps its 60
 * columns beside the Review Panel (styles/workbench.css sizes both).
 */
const NARROW_WINDOW = '(max-width: 1199px)';

/** The window: the sidebar, the main area (a session, the Reviews list or a stored review), dialogs. */
export function App() {
  const dispatcher = useDispatcher();
  const settings = useAppState((state) => state.settings);
  useThemeSetting(settings?.theme ?? null);
  useTerminalColours();
  const selected = useAppState(selectedSession);
  const showingList = useAppState((state) => state.reviewNav.showingList);
  const stored = useAppState(storedReview);
  const requestDialog = useAppState((state) => state.requestDialog);
  const unseen = useReviewAlerts();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [newSessionOpen, setNewSessionOpen] = useState(false);
  const narrow = useMediaQuery(NARROW_WINDOW);
  // The drawer is open for the view it was opened on: picking a session or the list closes it.
  const view = stored?.id ?? (showingList ? 'reviews' : (selected?.id ?? 'none'));
  const [drawerOn, setDrawerOn] = useState<string | null>(null);

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

  const sidebar = (
    <Sidebar
      onNewSession={() => setNewSessionOpen(true)}
      onOpenSettings={() => setSettingsOpen(true)}
      unseenReviews={unseen.size}
    />
  );
  return (
    <div className="app" data-sidebar={narrow ? 'rail' : 'full'}>
      <ConnectionBanner />
      {narrow ? (
        <SidebarRail
          onExpand={() => setDrawerOn(view)}
          onNewSession={() => setNewSessionOpen(true)}
          unseenReviews={unseen.size}
        />
      ) : (
        sidebar
      )}
      {narrow && drawerOn === view && (
        <SidebarDrawer onClose={() => setDrawerOn(null)}>{sidebar}</SidebarDrawer>
      )}
      <main className="main">
        <DrawError what="This view" resetKey={view}>
          {stored ? (
            <StoredReviewView review={stored} />
          ) : showingList ? (
            <ReviewsView unseen={unseen} />
          ) : selected ? (
            <Workbench session={selected} />
          ) : (
            <EmptyState onNewSession={() => setNewSessionOpen(true)} />
          )}
        </DrawError>
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
