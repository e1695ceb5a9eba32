import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/** A request (or WebSocket upgrade) must have sent all its headers this soon after connecting. */
export const HEADERS_TIMEOUT_MS = 4_000;
/** The renderer serves only GETs: a request that takes longer than this is not one of ours. */
export const REQUEST_TIMEOUT_MS = 10_000;
/** A socket with no traffic either way this long before its upgrade (a reader that stopped). */
export const IDLE_SOCKET_TIMEOUT_MS = 30_000;
/** How often Node checks its headers and request timeouts (its default is 30 s). */
const TIMEOUT_CHECK_INTERVAL_MS = 500;
/** Several tabs, each a WebSocket and a few page loads, fit many times over. */
export const MAX_CONNECTIONS = 128;

export interface ConnectionLimits {
  readonly headersTimeoutMs: number;
  readonly maxConnections: number;
}

const DEFAULT_LIMITS: ConnectionLimits = {
  headersTimeoutMs: HEADERS_TIMEOUT_MS,
  maxConnections: MAX_CONNECTIONS,
};

/**
 * An HTTP server that keeps any local process from holding sockets open until
 * it runs out of file descriptors: connections are capped, and one that has
 * not finished its first request's headers within the deadline (it sent part
 * of them, or nothing at all) is destroyed. Node's own headersTimeout covers
 * the requests after the first on a kept-alive connection; it is checked only
 * every so often, so the first request gets an exact timer of its own.
 * WebSockets are not affected once upgraded (ws clears the socket timeout).
 */
export function createLimitedServer(limits: ConnectionLimits = DEFAULT_LIMITS): Server {
  const server = createServer({
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: Math.max(REQUEST_TIMEOUT_MS, limits.headersTimeoutMs),
    connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
  });
  server.maxConnections = limits.maxConnections;
  server.timeout = IDLE_SOCKET_TIMEOUT_MS;
  const deadlines = new WeakMap<Socket, NodeJS.Timeout>();
  server.on('connection', (socket: Socket) => {
    const timer = setTimeout(() => socket.destroy(), limits.headersTimeoutMs);
    deadlines.set(socket, timer);
    socket.once('close', () => clearTimeout(timer));
  });
  const headersDone = (req: { socket: Socket }) => clearTimeout(deadlines.get(req.socket));
  server.on('request', headersDone);
  server.on('upgrade', headersDone);
  return server;
}
