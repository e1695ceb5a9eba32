/**
 * Whether the host behind a WebSocket address answers but refuses this
 * page: `parley serve` was started again with a new token, and the page still
 * holds the old one. A failed handshake tells a page nothing (a 403 and no
 * host at all both close the socket with 1006), so the same address is asked
 * over HTTP, where the host's guard answers 403 as it does to the handshake.
 */
export async function hostRefusesPage(
  socketUrl: string,
  fetcher: typeof fetch = (input, init) => fetch(input, init),
): Promise<boolean> {
  const url = new URL(socketUrl);
  url.protocol = url.protocol === 'wss:' ? 'https:' : 'http:';
  try {
    const response = await fetcher(url, { method: 'HEAD', cache: 'no-store' });
    return response.status === 403;
  } catch {
    // No host to ask: it is down or restarting, and reconnecting goes on.
    return false;
  }
}
