import type { WebSocket } from 'ws';

/** How often each WebSocket is pinged; one that has not answered the last ping by then is gone. */
export const HEARTBEAT_INTERVAL_MS = 30_000;

/**
 * Finds WebSockets whose peer vanished without closing (a sleeping laptop, a
 * dropped network): each is pinged every interval and terminated when the
 * previous ping went unanswered. Browsers answer pings by themselves, even in
 * background tabs, so a live page is never dropped.
 */
export function keepAlive(socket: WebSocket, intervalMs = HEARTBEAT_INTERVAL_MS): void {
  let answered = true;
  socket.on('pong', () => (answered = true));
  const timer = setInterval(() => {
    if (!answered) {
      socket.terminate();
      return;
    }
    answered = false;
    socket.ping();
  }, intervalMs);
  socket.once('close', () => clearInterval(timer));
}
