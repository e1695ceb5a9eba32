import { existsSync } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { contentSecurityPolicy } from '../contentSecurityPolicy';
import { readRendererFile, rendererMissingMessage } from '../rendererFiles';
import { cacheControlFor } from '../rendererCaching';

/**
 * Answers an already-authorised HTTP request with a file of the built
 * renderer, under a strict CSP and headers that keep the token out of
 * referrers and the page out of frames.
 */
export async function serveRendererFile(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  rendererDir: string,
  wsOrigin: string,
): Promise<void> {
  const baseHeaders = {
    'Content-Security-Policy': contentSecurityPolicy({ connectSources: [wsOrigin] }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Cache-Control': 'no-store',
  };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { ...baseHeaders, Allow: 'GET, HEAD', 'Content-Type': 'text/plain' });
    res.end('Only GET and HEAD are served here; commands go over the WebSocket.\n');
    return;
  }
  if (!existsSync(path.join(rendererDir, 'index.html'))) {
    res.writeHead(503, { ...baseHeaders, 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(rendererMissingMessage(rendererDir) + '\n');
    return;
  }
  const file = await readRendererFile(rendererDir, url.pathname);
  if (!file.ok) {
    res.writeHead(file.status, { ...baseHeaders, 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(file.reason + '\n');
    return;
  }
  res.writeHead(200, {
    ...baseHeaders,
    'Cache-Control': cacheControlFor(url.pathname),
    'Content-Type': file.contentType,
    'Content-Length': file.body.length,
  });
  res.end(req.method === 'HEAD' ? undefined : file.body);
}
