import '@xterm/xterm/css/xterm.css';
import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import type { ISearchResultChangeEvent } from '@xterm/addon-search';
import type { TerminalSettings } from '../../../shared/contract';
import { useClient } from '../api/ClientContext';
import { focusOnceFree } from '../ui/focusOnceFree';
import type { Theme } from '../ui/theme';
import { SessionTerminal } from './sessionTerminal';
import { keptTerminalsFor } from './windowTerminals';

interface TerminalViewProps {
  readonly sessionId: string;
  readonly theme: Theme;
  /** Font size and scrollback, as Settings has them. */
  readonly settings: TerminalSettings;
  readonly tabMovesFocus: boolean;
  readonly onToggleTabMovesFocus: () => void;
  /** Lets the pane drive search and focus. */
  readonly terminalRef: RefObject<SessionTerminal | null>;
  readonly onResize: (cols: number, rows: number) => void;
  readonly onSearchResults: (results: ISearchResultChangeEvent) => void;
  readonly onError: (message: string) => void;
}

/**
 * Shows one session's xterm.js terminal: the one kept from when it last
 * showed (see KeptTerminals), else a new one attached afresh. Remount (a new
 * key) for another session or connection.
 */
export function TerminalView(props: TerminalViewProps) {
  const { sessionId, theme, settings, terminalRef } = props;
  const client = useClient();
  const containerRef = useRef<HTMLDivElement>(null);
  const onResize = useEffectEvent(props.onResize);
  const onSearchResults = useEffectEvent(props.onSearchResults);
  const onError = useEffectEvent(props.onError);
  const onToggleTabMovesFocus = useEffectEvent(props.onToggleTabMovesFocus);
  const initialTheme = useRef(theme);
  const initialSettings = useRef(settings);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const kept = keptTerminalsFor(client);
    const terminal = kept.open(
      sessionId,
      () => new SessionTerminal(client, sessionId, initialTheme.current, initialSettings.current),
    );
    terminal.show(container, {
      onResize: (cols, rows) => onResize(cols, rows),
      onSearchResults: (results) => onSearchResults(results),
      onError: (message) => onError(message),
      onToggleTabMovesFocus: () => onToggleTabMovesFocus(),
    });
    terminalRef.current = terminal;
    const stopWaiting = focusOnceFree(() => terminal.focus());
    return () => {
      stopWaiting();
      terminalRef.current = null;
      kept.close(sessionId, terminal);
    };
  }, [client, sessionId, terminalRef]);

  useEffect(() => {
    terminalRef.current?.setTheme(theme);
  }, [theme, terminalRef]);

  useEffect(() => {
    terminalRef.current?.setSettings(settings);
  }, [settings, terminalRef]);

  // Runs after the effect above on a mount, so a new terminal starts in the mode in use.
  useEffect(() => {
    terminalRef.current?.setTabMovesFocus(props.tabMovesFocus);
  }, [props.tabMovesFocus, terminalRef]);

  return <div className="terminal-view" ref={containerRef} data-session-id={sessionId} />;
}
