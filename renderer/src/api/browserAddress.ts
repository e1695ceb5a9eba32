/**
 * Browser mode: the page is opened with `?token=…`. The token is read once and
 * dropped from the address bar (and so from history and bookmarks); the
 * WebSocket gets it from memory, and the host's cookie covers reloads.
 */
export function splitToken(href: string): { token: string | null; cleanHref: string } {
  const url = new URL(href);
  const token = url.searchParams.get('token');
  url.searchParams.delete('token');
  return { token: token || null, cleanHref: url.href };
}

/** The WebSocket endpoint of the host that served `pageHref`. */
export function socketUrl(pageHref: string, token: string | null): string {
  const page = new URL(pageHref);
  const url = new URL('/ws', page);
  url.protocol = page.protocol === 'https:' ? 'wss:' : 'ws:';
  if (token) url.searchParams.set('token', token);
  return url.href;
}

/** Reads the token from the current address and removes it there. */
export function takeTokenFromAddressBar(): string | null {
  const { token, cleanHref } = splitToken(window.location.href);
  if (token) window.history.replaceState(window.history.state, '', cleanHref);
  return token;
}
