import { randomUUID } from 'node:crypto';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';
import type { ParleyEvent, ServerMessage } from '../../../shared/contract';
import { encodeOutputFrame } from '../../../shared/contract/wire';
import type { ParleyCore } from '../../core/api';
import type { Logger } from '../../core/log/logger';
import { createLimitedServer } from './connectionLimits';
import { explainingWebSocket } from './explainingWebSocket';
import { keepAlive } from './heartbeat';
import { cookieName, guardRequest } from './requestGuard';
import { SocketClient } from './socketClient';
import { QuietRepeats } from './quietRepeats';
import { serveRendererFile } from './staticFiles';

export const LOOPBACK = '127.0.0.1';
export const WS_PATH = '/ws';
/**
 * Room for the largest call the contract allows: session:submit takes up to
 * 4,000,000 characters, up to 3 bytes each in UTF-8, plus JSON around them.
 */
export const DEFAULT_MAX_PAYLOAD = 16 * 1024 * 1024;
/** A client this far behind on events is not reading them: drop it rather than grow memory. */
const MAX_BUFFERED_BYTES = 64 * 1024 * 1024;

export interface ParleyServerOptions {
  readonly core: ParleyCore;
  readonly token: string;
  /** The built renderer (out/renderer). */
  readonly rendererDir: string;
  /** 0 (the default) picks a free port. */
  readonly port?: number;
  readonly maxPayload?: number;
  /** Startup, refused requests, dropped clients and internal errors; errors go to stderr when absent. */
  readonly log?: Logger;
}

export interface ParleyServer {
  readonly port: number;
  /** The address to open, token included. */
  readonly url: string;
  /** Stops listening and drops every client; the core is the caller's to dispose. */
  close(): Promise<void>;
}

/**
 * Browser mode: the core behind HTTP (the renderer bundle) and a WebSocket
 * (`/ws`, the contract) on 127.0.0.1 only. Every request and upgrade passes
 * the guard (Host, Origin, token) before anything is served or handshaken;
 * connections are capped and must send their headers promptly (connectionLimits).
 */
export async function startParleyServer(options: ParleyServerOptions): Promise<ParleyServer> {
  const log = options.log ?? stderrErrors;
  const clients = new Set<SocketClient>();
  const maxPayload = options.maxPayload ?? DEFAULT_MAX_PAYLOAD;
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload,
    WebSocket: explainingWebSocket(maxPayload),
  });
  const httpServer = createLimitedServer();
  const port = await listen(httpServer, options.port ?? 0);
  const guard = { token: options.token, port };

  httpServer.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const url = requestUrl(req);
    if (!url) {
      log.warn(`Refused a request with an unreadable target (400).`);
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request.\n');
      return;
    }
    const verdict = guardRequest(req.headers, url, guard);
    if (!verdict.ok) {
      log.warn(`Refused ${req.method} ${url.pathname} (403): ${verdict.reason}.`);
      refuse(res, verdict.reason);
      return;
    }
    if (verdict.tokenFromQuery) {
      res.setHeader(
        'Set-Cookie',
        `${cookieName(port)}=${options.token}; HttpOnly; SameSite=Strict; Path=/`,
      );
    }
    void serveRendererFile(req, res, url, options.rendererDir, wsOrigin(req)).catch((error) => {
      log.error('Serving a file failed:', error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });

  // A page left open on an old token knocks every few seconds for as long as it is open.
  const refusals = new QuietRepeats();
  httpServer.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const url = requestUrl(req);
    if (url?.pathname !== WS_PATH) {
      log.warn(`Refused a WebSocket upgrade to ${url?.pathname ?? '?'} (404).`);
      abortHandshake(socket, 404, 'Not Found', `The WebSocket endpoint is ${WS_PATH}.`);
      return;
    }
    const verdict = guardRequest(req.headers, url, guard);
    if (!verdict.ok) {
      const line = refusals.line(`Refused a WebSocket upgrade (403): ${verdict.reason}.`);
      if (line) log.warn(line);
      abortHandshake(socket, 403, 'Forbidden', `Forbidden: ${verdict.reason}.`);
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => accept(ws));
  });

  function accept(ws: WebSocket): void {
    const client = new SocketClient(ws, options.core, `browser-${randomUUID()}`, (message, error) =>
      log.error(message, error),
    );
    log.info(`WebSocket client ${client.clientId} connected.`);
    clients.add(client);
    keepAlive(ws);
    // ws has already closed the socket with a code and reason (a protocol error, a reset): one line.
    ws.on('error', (error) =>
      log.warn(`WebSocket client ${client.clientId} closed: ${error.message}`),
    );
    ws.on('close', (code) => {
      log.info(`WebSocket client ${client.clientId} gone (close code ${code}).`);
      clients.delete(client);
      options.core.clientGone(client.clientId);
    });
  }

  const stopEvents = options.core.onEvent((event, to) => {
    const text = serializeEvent(event);
    for (const client of clients) {
      if (to && !to.includes(client.clientId)) continue;
      if (client.bufferedAmount > MAX_BUFFERED_BYTES) {
        log.warn(`Dropping client ${client.clientId}: it stopped reading events.`);
        client.terminate();
        continue;
      }
      client.sendSerialized(text);
    }
  });

  // The address without its token: the log is a file a user attaches to a report.
  log.info(`Browser mode listening on http://${LOOPBACK}:${port}/`);
  return {
    port,
    url: `http://${LOOPBACK}:${port}/?token=${options.token}`,
    async close() {
      stopEvents();
      for (const client of clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      httpServer.closeAllConnections();
      await new Promise<void>((resolve) => httpServer.close(() => resolve()));
    },
  };
}

/** Session output goes as a binary frame (see wire.ts), every other event as JSON. */
function serializeEvent(event: ParleyEvent): string | Uint8Array {
  if (event.name === 'session:did-output') return encodeOutputFrame(event.payload);
  return JSON.stringify({ type: 'event', event } satisfies ServerMessage);
}

/** Without a log, internal errors still reach stderr (as dispatch's do); the rest is dropped. */
const stderrErrors: Logger = {
  info: () => {},
  warn: () => {},
  error: (message, error) => console.error(message, error),
};

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, LOOPBACK, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

/** The request target as a URL, or null when it does not parse (it is then refused). */
function requestUrl(req: IncomingMessage): URL | null {
  // The Host header is checked by the guard; the URL only needs a base to parse against.
  return URL.parse(req.url ?? '/', `http://${LOOPBACK}`);
}

/** The WebSocket origin this page must connect to, for the page's CSP connect-src. */
function wsOrigin(req: IncomingMessage): string {
  return `ws://${req.headers.host ?? LOOPBACK}`;
}

function refuse(res: ServerResponse, reason: string): void {
  res.writeHead(403, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(`Forbidden: ${reason}. Open the address \`parley serve\` printed, token included.\n`);
}

function abortHandshake(socket: Duplex, status: number, statusText: string, body: string): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${statusText}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: text/plain; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
