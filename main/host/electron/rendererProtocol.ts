import { existsSync } from 'node:fs';
import path from 'node:path';
import { contentSecurityPolicy } from '../contentSecurityPolicy';
import { readRendererFile, rendererMissingMessage } from '../rendererFiles';
import { APP_HOST } from './appOrigin';

/**
 * Serves `parley://app/<path>` from the built renderer folder, and nothing
 * else: other hosts, other methods and paths leading out of the folder are
 * refused. Every answer carries the strict CSP.
 */
export function createRendererProtocolHandler(
  rendererDir: string,
): (request: Request) => Promise<Response> {
  const headers = {
    'Content-Security-Policy': contentSecurityPolicy(),
    'X-Content-Type-Options': 'nosniff',
  };
  return async (request) => {
    const url = new URL(request.url);
    if (url.host !== APP_HOST) return text(404, 'Not found.', headers);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return text(405, 'Only GET is served.', headers);
    }
    if (!existsSync(path.join(rendererDir, 'index.html'))) {
      return text(503, rendererMissingMessage(rendererDir), headers);
    }
    const file = await readRendererFile(rendererDir, url.pathname);
    if (!file.ok) return text(file.status, file.reason, headers);
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(file.body), {
      status: 200,
      headers: { ...headers, 'Content-Type': file.contentType },
    });
  };
}

function text(status: number, body: string, headers: Record<string, string>): Response {
  return new Response(body, {
    status,
    headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
