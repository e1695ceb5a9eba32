import { connect as connectTcp } from 'node:net';
import { beforeEach, describe, expect, it } from 'vitest';
import { openSocket, rawGet } from './serverClient';
import { PAGE, TOKEN, base, core, server, sockets, start, useServerHarness } from './serverHarness';

/**
 * Who may get into `parley serve`: only a client holding the token, in the URL
 * or in the strict HttpOnly cookie the token URL sets, with our own Host and
 * Origin. Everything else — no token, a wrong one, a foreign or look-alike
 * Host, a foreign Origin, a path out of the renderer folder, a target that is
 * not a URL — is refused before anything is served or any WebSocket opens,
 * and the page that is served carries a strict Content-Security-Policy.
 */

useServerHarness();

describe('parley serve: who may get in', () => {
  beforeEach(() => start());

  it('binds 127.0.0.1 on a free port and prints the token URL', () => {
    expect(server.port).toBeGreaterThan(0);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/?token=${TOKEN}`);
  });

  it.each([
    ['the page without a token', '/'],
    ['the page with a wrong token', '/?token=wrong'],
    ['an asset without a token', '/assets/app.js'],
    ['an asset with a wrong token', '/assets/app.js?token=nope'],
    ['a missing file without a token', '/nothing-here.js'],
  ])('refuses %s with 403 and serves nothing', async (_what, urlPath) => {
    const response = await fetch(base() + urlPath);
    expect(response.status).toBe(403);
    const body = await response.text();
    expect(body).not.toContain('Parley</title>');
    expect(body).not.toContain('console.log');
  });

  it('refuses a wrong token even of the right length', async () => {
    const sameLength = 'x'.repeat(TOKEN.length);
    expect((await fetch(`${base()}/?token=${sameLength}`)).status).toBe(403);
  });

  it('serves the page for the token URL, sets a strict HttpOnly cookie, and the cookie serves assets', async () => {
    const page = await fetch(`${base()}/?token=${TOKEN}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await page.text()).toBe(PAGE);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain(`connect-src 'self' ws://127.0.0.1:${server.port}`);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');

    const cookie = page.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    const pair = cookie.split(';')[0] ?? '';

    const asset = await fetch(`${base()}/assets/app.js`, { headers: { cookie: pair } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await asset.text()).toBe('console.log("app");');

    const reload = await fetch(`${base()}/`, { headers: { cookie: pair } });
    expect(reload.status).toBe(200);
  });

  it('refuses a cookie holding the wrong token', async () => {
    const response = await fetch(`${base()}/`, {
      headers: { cookie: `parley_token_${server.port}=wrong` },
    });
    expect(response.status).toBe(403);
  });

  it.each([
    ['evil.com', 'a foreign name'],
    ['evil.com:PORT', 'a foreign name with our port'],
    ['localhost:1', 'the wrong port'],
    ['127.0.0.1', 'no port'],
    ['localhost.evil.com:PORT', 'a look-alike name'],
  ])('refuses Host %s (%s) even with the token', async (host, _what) => {
    const response = await rawGet(server.port, `/?token=${TOKEN}`, {
      host: host.replace('PORT', String(server.port)),
    });
    expect(response.status).toBe(403);
    expect(response.body).not.toContain('Parley</title>');
  });

  it.each(['localhost', '127.0.0.1', '[::1]'])('accepts Host %s:PORT', async (name) => {
    const response = await rawGet(server.port, `/?token=${TOKEN}`, {
      host: `${name}:${server.port}`,
    });
    expect(response.status).toBe(200);
  });

  it('refuses a foreign Origin even with the token', async () => {
    const response = await rawGet(server.port, `/?token=${TOKEN}`, {
      origin: 'http://evil.com',
    });
    expect(response.status).toBe(403);
  });

  it('answers a request target that is not a URL with 400 and keeps serving', async () => {
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = connectTcp(server.port, '127.0.0.1', () =>
        socket.end(`GET http://[ HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\n\r\n`),
      );
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400/);
    expect((await fetch(`${base()}/?token=${TOKEN}`)).status).toBe(200);
  });

  it('answers a file outside the renderer folder with neither its content nor a 200', async () => {
    const response = await rawGet(server.port, `/..%2f..%2fetc%2fpasswd?token=${TOKEN}`);
    expect(response.status).toBe(400);
    expect(response.body).not.toContain('root:');
  });

  it.each([
    ['no token', ''],
    ['a wrong token', '?token=wrong'],
  ])('refuses a WebSocket with %s with 403 before the handshake', async (_what, query) => {
    const opened = await openSocket(`ws://127.0.0.1:${server.port}/ws${query}`);
    expect(opened).toMatchObject({ refusedWith: 403 });
    expect(core.goneClients).toHaveLength(0);
  });

  it('refuses a WebSocket from a foreign Origin with 403', async () => {
    const opened = await openSocket(`ws://127.0.0.1:${server.port}/ws?token=${TOKEN}`, {
      origin: 'http://evil.com',
    });
    expect(opened).toMatchObject({ refusedWith: 403 });
  });

  it('refuses a WebSocket with Host evil.com with 403', async () => {
    const opened = await openSocket(`ws://127.0.0.1:${server.port}/ws?token=${TOKEN}`, {
      headers: { host: 'evil.com' },
    });
    expect(opened).toMatchObject({ refusedWith: 403 });
  });

  it('accepts a WebSocket from its own page origin carrying the cookie', async () => {
    const opened = await openSocket(`ws://127.0.0.1:${server.port}/ws`, {
      origin: `http://127.0.0.1:${server.port}`,
      headers: { cookie: `parley_token_${server.port}=${TOKEN}` },
    });
    expect('socket' in opened).toBe(true);
    if ('socket' in opened) sockets.push(opened.socket);
  });
});
