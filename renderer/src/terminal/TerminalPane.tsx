import { Suspense, lazy, useEffect, useEffectEvent, useRef, useState, type Ref } from 'react';
import type { ISearchResultChangeEvent } from '@xterm/addon-search';
import { runsNoProcess, TERMINAL_DEFAULTS, type SessionSnapshot } from '../../../shared/contract';
import { useConnection } from '../api/ClientContext';
import type { ReviewBadge } from '../model/reviewStatus';
import { REVIEW_PANEL_SHORTCUT } from '../reviewPanel/panelShortcut';
import { useAppState, useDispatcher } from '../store/StoreContext';
import { Icon } from '../ui/Icon';
import { IconButton } from '../ui/IconButton';
import { StatusIndicator } from '../ui/StatusIndicator';
import { useThemeInUse } from '../ui/theme';
import { isFindShortcut } from './findShortcut';
import { RestartBar } from './RestartBar';
import { TAB_FOCUS_SHORTCUT } from './leaveTerminal';
import { SearchBox } from './SearchBox';
import type { SessionTerminal } from './sessionTerminal';

// xterm.js is most of a terminal's weight: its chunk loads when the first terminal shows,
// so the window's first paint does not wait for it.
const TerminalView = lazy(() =>
  import('./TerminalView').then((module) => ({ default: module.TerminalView })),
);

interface TerminalPaneProps {
  readonly session: SessionSnapshot;
  /** The Review Panel stands over the terminal (a narrow window): nothing here takes the keyboard. */
  readonly covered: boolean;
  /** For the Review toggle's element (the keyboard goes back to it when the panel closes). */
  readonly reviewToggle: Ref<HTMLButtonElement>;
  readonly reviewOpen: boolean;
  readonly onToggleReview: () => void;
  /** How this session's latest review stands, shown as a dot on the toggle. */
  readonly reviewState: ReviewBadge | null;
}

/** The selected session: a header bar (status, size, search, restart) over its terminal. */
export function TerminalPane({ reviewToggle, ...props }: TerminalPaneProps) {
  const { session } = props;
  const dispatcher = useDispatcher();
  const theme = useThemeInUse();
  const tabMovesFocus = useAppState((state) => state.tabMovesFocus);
  const terminalSettings = useAppState((state) => state.settings?.terminal ?? TERMINAL_DEFAULTS);
  const { epoch } = useConnection();
  const terminalRef = useRef<SessionTerminal | null>(null);
  const [size, setSize] = useState<{ cols: number; rows: number } | null>(null);
  const [search, setSearch] = useState<{ request: number } | null>(null);
  const [results, setResults] = useState<ISearchResultChangeEvent | null>(null);
  const [attachError, setAttachError] = useState<{ key: string; message: string } | null>(null);
  const stopped = runsNoProcess(session.status);
  // A new connection needs a fresh attach (the host forgot the old one). A restart
  // does not: the app resets the screen and streams the new process to us.
  const attachKey = `${session.id}:${epoch}`;

  function openSearch() {
    setSearch((previous) => ({ request: (previous?.request ?? 0) + 1 }));
  }

  // Anywhere in the app, Ctrl/Cmd+F searches the terminal, unless a dialog is open.
  const onWindowKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (!isFindShortcut(event) || props.covered || document.querySelector('dialog[open]')) return;
    event.preventDefault();
    openSearch();
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onWindowKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  function closeSearch() {
    setSearch(null);
    setResults(null);
    terminalRef.current?.clearSearch();
    terminalRef.current?.focus();
  }

  return (
    <section
      className="terminal-pane"
      aria-label={`Terminal: ${session.name}`}
      inert={props.covered}
    >
      <header className={stopped ? 'pane-header is-stopped' : 'pane-header'}>
        <h2 className="pane-title">{session.name}</h2>
        <StatusIndicator session={session} />
        <span className="pane-cwd" title={session.cwd}>
          {session.cwd}
        </span>
        <span className="pane-spacer" />
        {stopped && (
          <RestartBar session={session} onRestarted={() => terminalRef.current?.focus()} />
        )}
        {tabMovesFocus && (
          <button
            type="button"
            className="tab-focus-mode"
            title={`Tab and Shift+Tab leave the terminal; ${TAB_FOCUS_SHORTCUT} or a click here gives Tab back to the program`}
            onClick={dispatcher.toggleTabMovesFocus}
          >
            Tab moves focus
          </button>
        )}
        <span className="pane-size" data-testid="terminal-size" title="Columns × rows">
          {size ? `${size.cols}×${size.rows}` : ''}
        </span>
        <IconButton
          icon="search"
          label="Find in terminal"
          title="Find (Ctrl+F)"
          onClick={openSearch}
        />
        <button
          type="button"
          ref={reviewToggle}
          className="button small review-toggle"
          aria-pressed={props.reviewOpen}
          title={`Review Panel (${REVIEW_PANEL_SHORTCUT})${props.reviewState ? ` — ${props.reviewState.label}` : ''}`}
          onClick={props.onToggleReview}
        >
          <Icon name="review" size={15} />
          Review
          {props.reviewState && (
            <span className="toggle-dot" data-tone={props.reviewState.tone} aria-hidden="true" />
          )}
        </button>
      </header>
      <div className="terminal-area">
        <Suspense fallback={null}>
          <TerminalView
            key={attachKey}
            sessionId={session.id}
            theme={theme}
            settings={terminalSettings}
            tabMovesFocus={tabMovesFocus}
            onToggleTabMovesFocus={dispatcher.toggleTabMovesFocus}
            terminalRef={terminalRef}
            onResize={(cols, rows) => setSize({ cols, rows })}
            onSearchResults={setResults}
            onError={(message) => setAttachError({ key: attachKey, message })}
          />
        </Suspense>
        {search && (
          <SearchBox
            results={results}
            focusRequest={search.request}
            onFind={(query, how) => terminalRef.current?.find(query, how)}
            onClose={closeSearch}
          />
        )}
        {attachError?.key === attachKey && (
          <p className="terminal-error" role="alert">
            {attachError.message}
          </p>
        )}
      </div>
    </section>
  );
}
