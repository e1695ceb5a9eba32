import type { IncomingHttpHeaders } from 'node:http';
import { tokenMatches } from './token';

/**
 * Decides whether an HTTP request or WebSocket upgrade may reach Parley at
 * all. Browser mode grants terminal access, so three things must hold:
 * - the Host header names this server on a loopback name (defeats DNS rebinding),
 * - an Origin, when sent, is such a loopback origin too (defeats other sites' pages),
 * - the token is in the query (`?token=`) or in the cookie a token URL set.
 */
export type GuardVerdict =
  | { readonly ok: true; readonly tokenFromQuery: boolean }
  | { readonly ok: false; readonly reason: string };

export interface GuardOptions {
  readonly token: string;
  readonly port: number;
}

export function cookieName(port: number): string {
  // Cookies are shared across ports of one host: the port keeps two servers apart.
  return `parley_token_${port}`;
}

export function guardRequest(
  headers: IncomingHttpHeaders,
  url: URL,
  options: GuardOptions,
): GuardVerdict {
  if (!isLoopbackHost(headers.host, options.port)) {
    return { ok: false, reason: 'the Host header does not name this local server' };
  }
  const origin = headers.origin;
  if (origin !== undefined && !isLoopbackOrigin(origin, options.port)) {
    return { ok: false, reason: 'requests from other origins are refused' };
  }
  const queryToken = url.searchParams.get('token');
  if (queryToken !== null) {
    return tokenMatches(options.token, queryToken)
      ? { ok: true, tokenFromQuery: true }
      : { ok: false, reason: 'wrong token' };
  }
  const cookieToken = readCookie(headers.cookie, cookieName(options.port));
  if (tokenMatches(options.token, cookieToken)) return { ok: true, tokenFromQuery: false };
  return {
    ok: false,
    reason: cookieToken === undefined ? 'a token is required' : 'wrong token',
  };
}

const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\]):(\d{1,5})$/i;

export function isLoopbackHost(host: string | undefined, port: number): boolean {
  const match = host === undefined ? null : LOOPBACK_HOST.exec(host);
  return match !== null && Number(match[2]) === port;
}

function isLoopbackOrigin(origin: string, port: number): boolean {
  const prefix = 'http://';
  return origin.startsWith(prefix) && isLoopbackHost(origin.slice(prefix.length), port);
}

function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) {
      return part.slice(separator + 1).trim();
    }
  }
  return undefined;
}
