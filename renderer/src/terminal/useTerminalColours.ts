import { useEffect } from 'react';
import { useClient, useConnection } from '../api/ClientContext';
import { useThemeInUse } from '../ui/theme';
import { terminalTheme } from './terminalTheme';

/**
 * Tells the app the colours this window's terminals draw in, on each
 * connection and each change of theme: a program that asks its terminal
 * whether it is on a light or a dark background (Gemini CLI, opencode) is
 * answered by the app, and would otherwise draw for a dark one.
 */
export function useTerminalColours(): void {
  const client = useClient();
  const { state, epoch } = useConnection();
  const theme = useThemeInUse();
  useEffect(() => {
    if (state !== 'connected') return;
    const { foreground = '#000000', background = '#ffffff' } = terminalTheme(theme);
    // Not told (the connection dropped): the next connection tells it.
    client.call('terminal:set-colours', { foreground, background }).catch(() => undefined);
  }, [client, state, epoch, theme]);
}
