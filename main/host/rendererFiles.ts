import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Reads files of the built renderer (out/renderer) for a URL path, for the
 * browser-mode server and the Electron `parley://` protocol alike. Nothing
 * outside the renderer folder is ever read: `..`, encoded separators, NUL
 * bytes and symlinks that lead out are refused.
 */
export type RendererFile =
  | { readonly ok: true; readonly body: Buffer; readonly contentType: string }
  | { readonly ok: false; readonly status: 400 | 404; readonly reason: string };

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

export function rendererMissingMessage(rendererDir: string): string {
  return `The Parley renderer is not built (${rendererDir} has no index.html): run \`npm run build\`, then reload.`;
}

export function contentTypeFor(filePath: string): string {
  return contentTypes[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/** The file a URL path names inside `rootDir`, or null when it would leave it. */
export function resolveInside(rootDir: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const relative = decoded === '/' || decoded === '' ? 'index.html' : decoded.replace(/^\/+/, '');
  if (relative.split('/').includes('..')) return null;
  const root = path.resolve(rootDir);
  const resolved = path.resolve(root, relative);
  return isInside(root, resolved) ? resolved : null;
}

export async function readRendererFile(rootDir: string, urlPath: string): Promise<RendererFile> {
  const resolved = resolveInside(rootDir, urlPath);
  if (!resolved) return { ok: false, status: 400, reason: 'That path is outside the app.' };
  try {
    // A symlink inside the folder could still point out of it: compare real paths.
    const [realRoot, realFile] = await Promise.all([realpath(rootDir), realpath(resolved)]);
    if (!isInside(realRoot, realFile)) {
      return { ok: false, status: 400, reason: 'That path is outside the app.' };
    }
    if (!(await stat(realFile)).isFile()) return notFound();
    return { ok: true, body: await readFile(realFile), contentType: contentTypeFor(realFile) };
  } catch {
    return notFound();
  }
}

function notFound(): RendererFile {
  return { ok: false, status: 404, reason: 'Not found.' };
}

function isInside(root: string, candidate: string): boolean {
  return candidate.startsWith(root + path.sep);
}
