import { socketTransport } from './socketTransport';
import { electronTransport } from './electronTransport';
import { socketUrl, takeTokenFromAddressBar } from './browserAddress';
import { createClient, type ParleyClient } from './client';

/**
 * The one place that looks at which host the renderer runs in: the desktop
 * app's preload bridge when present, else the browser-mode WebSocket.
 */
export function connectToParley(): ParleyClient {
  const bridge = window.parley;
  if (bridge) return createClient(electronTransport(bridge));
  const token = takeTokenFromAddressBar();
  return createClient(socketTransport(socketUrl(window.location.href, token)));
}
