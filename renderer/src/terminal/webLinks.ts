/** Only web pages open from a terminal: never file:, javascript: or a custom protocol. */
export function isWebLink(uri: string): boolean {
  try {
    const { protocol } = new URL(uri);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * A link clicked in a terminal opens outside Parley's window, with no handle
 * back to it: in the desktop app, window.open reaches the main process's
 * window-open handler, which denies the window and hands the URL to its
 * openExternal (https only); in browser mode it is a new
 * tab with no opener.
 */
export function openWebLink(uri: string): void {
  if (isWebLink(uri)) window.open(uri, '_blank', 'noopener,noreferrer');
}
